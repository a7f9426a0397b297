import 'server-only';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

function last(value: string | null): string | undefined {
  return value?.split(',').at(-1)?.trim() || undefined;
}

function isLocalHost(host: string): boolean {
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** Cookies are Secure except over plain http to a loopback host, where browsers would drop them. */
export function isSecureContextFor(host: string | null, proto: string | null): boolean {
  const hostname = first(host) ?? '';
  const local = isLocalHost(hostname);
  // Without a forwarded scheme, a loopback host is taken to be a plain-http development server.
  const scheme = proto ? first(proto)?.toLowerCase() : local ? 'http' : 'https';
  return !(scheme === 'http' && local);
}

export interface ForwardedInfo {
  /** The host the browser asked for. */
  host: string;
  /** The scheme the browser used, as far as can be known. */
  proto: 'http' | 'https';
  /** The client's address, when known. */
  client: string | undefined;
}

/**
 * What the storefront believes about the browser's request. Behind a proxy we run (TRUST_PROXY)
 * the X-Forwarded-* headers it sets are taken; otherwise they may come from the client itself and
 * are ignored: the Host header decides, and any host but a loopback one is taken to be served
 * over https (so its cookies are Secure whatever a client claims).
 */
export function forwardedRequestInfo(headers: Pick<Headers, 'get'>, trustProxy: boolean): ForwardedInfo {
  const ownHost = first(headers.get('host')) ?? 'localhost';
  if (trustProxy) {
    const host = first(headers.get('x-forwarded-host')) ?? ownHost;
    const proto = first(headers.get('x-forwarded-proto'))?.toLowerCase() === 'https' ? 'https' : 'http';
    return { host, proto, client: first(headers.get('x-forwarded-for')) };
  }
  // Next fills X-Forwarded-For with the socket's address when the client sent none; the last
  // entry is the one nearest to us.
  return {
    host: ownHost,
    proto: isLocalHost(ownHost) ? 'http' : 'https',
    client: last(headers.get('x-forwarded-for')),
  };
}

/** Whether cookies set in answer to this request carry Secure. */
export function secureCookiesFor(headers: Pick<Headers, 'get'>, trustProxy: boolean): boolean {
  const { host, proto } = forwardedRequestInfo(headers, trustProxy);
  return isSecureContextFor(host, proto);
}
