import { getCountry, type CountryCode } from '@/lib/site';
import { hreflangOf, publicUrl, type SeoOrigins } from './urls';

export interface SitemapEntry {
  loc: string;
  alternates: Array<{ hreflang: string; href: string }>;
  lastmod?: string;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One entry per language of the country for each path, each naming its siblings. */
export function sitemapEntries(
  country: CountryCode,
  paths: readonly string[],
  origins: SeoOrigins = {},
): SitemapEntry[] {
  const languages = getCountry(country).languages;
  return paths.flatMap((path) => {
    const alternates = languages.map((lang) => ({
      hreflang: hreflangOf(country, lang),
      href: publicUrl(country, lang, path, origins),
    }));
    return alternates.map((alternate) => ({ loc: alternate.href, alternates: languages.length > 1 ? alternates : [] }));
  });
}

export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((entry) => {
      const links = entry.alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`)
        .join('\n');
      const lastmod = entry.lastmod ? `\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
      return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${lastmod}${links ? `\n${links}` : ''}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** Paths a crawler should not spend time on: personal, transactional and endless (search, filters). */
export const DISALLOWED_PATHS = [
  '/account',
  '/cart',
  '/checkout',
  '/orders',
  '/wishlist',
  '/sign_in',
  '/search',
  '/preview',
  '/sandbox',
  '/api/',
];

export function buildRobotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    // Filtered and sorted listings repeat their canonical page.
    'Disallow: /*?*brands=',
    'Disallow: /*?*sort=',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
