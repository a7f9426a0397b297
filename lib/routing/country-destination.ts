/**
 * Where the welcome mat sends a shopper who picks another country. A storefront reached by a
 * country host name (a country domain, or `{country}.localhost` locally) moves to the same kind
 * of host for the new country; anywhere else the country cookie decides, on the same origin.
 * Pure and free of the site configuration so that it can run in the browser.
 */
export function countryDestination(
  current: { protocol: string; host: string },
  target: string,
  sites: ReadonlyArray<{ code: string; domain: string }>,
): { url: string; sameOrigin: boolean } {
  const host = current.host.toLowerCase();
  const [hostname = '', port] = host.split(':');
  const portSuffix = port ? `:${port}` : '';
  const codes = new Set(sites.map((s) => s.code));
  const labels = hostname.split('.');
  if (labels.length >= 2 && labels.at(-1) === 'localhost' && codes.has(labels.at(-2) ?? '')) {
    const prefix = labels.slice(0, -2);
    return {
      url: `${current.protocol}//${[...prefix, target, 'localhost'].join('.')}${portSuffix}/`,
      sameOrigin: false,
    };
  }
  const targetSite = sites.find((s) => s.code === target);
  for (const site of sites) {
    if (targetSite && (hostname === site.domain || hostname.endsWith(`.${site.domain}`))) {
      const sub = hostname.slice(0, hostname.length - site.domain.length);
      return { url: `${current.protocol}//${sub}${targetSite.domain}${portSuffix}/`, sameOrigin: false };
    }
  }
  return { url: '/', sameOrigin: true };
}
