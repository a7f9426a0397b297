const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The configured cookie domain when it is valid for this host (the host itself or a parent of it,
 * with at least two labels, not an IP address); otherwise undefined and cookies stay host-only.
 */
export function cookieDomainFor(configured: string | undefined, host: string): string | undefined {
  if (!configured) return undefined;
  const domain = configured.trim().toLowerCase().replace(/^\./, '');
  const hostname = host.toLowerCase().replace(/:\d+$/, '');
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return undefined;
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return undefined;
  if (hostname !== domain && !hostname.endsWith(`.${domain}`)) return undefined;
  return `.${domain}`;
}
