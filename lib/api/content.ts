import { cacheLife, cacheTag } from 'next/cache';
import { contentEntryResponseSchema, type ContentEntry, type PageType } from '@/contract';
import type { CountryCode, Language } from '@/lib/site';
import { readPublicOrNull } from './public-client';
import { CATALOGUE_CACHE, cacheTags } from './catalogue-cache';

/**
 * GET contentful/content-entries/{id}: the published entry for everyone in the country and
 * language, or null ('Landing Page not found').
 */
export async function getContentEntry(
  country: CountryCode,
  lang: Language,
  pageType: PageType,
  slugUrl: string,
): Promise<ContentEntry | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.content);
  cacheTag(cacheTags.content(country, lang));
  return readPublicOrNull(country, lang, {
    path: `contentful/content-entries/${encodeURIComponent(slugUrl)}`,
    query: { pageType },
    schema: contentEntryResponseSchema,
  });
}
