import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { buildRobotsTxt, publicUrl, seoOrigins } from '@/lib/seo';
import { defaultLanguage } from '@/lib/site';

/** robots.txt of one country's domain (the proxy rewrites `/robots.txt` here). */
export async function GET(_request: Request, { params }: { params: Promise<LocaleParams> }) {
  const { country } = await localeFromParams(params);
  const sitemap = publicUrl(country, defaultLanguage(country), '/sitemap.xml', seoOrigins());
  return new Response(buildRobotsTxt(sitemap), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
