import type { Metadata } from 'next';
import { localeTag, SITE_NAME, siteTextFor, type CountryCode, type Language } from '@/lib/site';

/**
 * Open Graph tags of a page. Next replaces a layout's `openGraph` as a whole rather than merging
 * it, so every page that sets its own passes through here to keep the site name, locale and the
 * default social image.
 */
export function openGraphFor(
  country: CountryCode,
  lang: Language,
  page: {
    url: string;
    title?: string;
    description?: string;
    images?: Array<{ url: string; width: number; height: number; alt?: string }>;
  },
): NonNullable<Metadata['openGraph']> {
  const site = siteTextFor(country, lang);
  return {
    type: 'website',
    siteName: site.siteTitle,
    locale: localeTag(country, lang).replace('-', '_'),
    url: page.url,
    title: page.title ?? site.siteTitle,
    description: page.description ?? site.metaDescription,
    images: page.images ?? [{ url: '/og-image.png', width: 1200, height: 630, alt: SITE_NAME }],
  };
}
