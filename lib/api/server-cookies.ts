const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Cookies are Secure except over plain http to a loopback host, where browsers would drop them. */
export function isSecureContextFor(host: string | null, proto: string | null): boolean {
  const hostname = (host ?? '').split(',')[0]?.trim().toLowerCase().replace(/:\d+$/, '') ?? '';
  const local = LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  // Without a forwarded scheme, a loopback host is taken to be a plain-http development server.
  const scheme = proto ? proto.split(',')[0]?.trim().toLowerCase() : local ? 'http' : 'https';
  return !(scheme === 'http' && local);
}
