import { cacheLife, cacheTag } from 'next/cache';
import { layoutResponseSchema, type LayoutConfig } from '@/contract';
import type { CountryCode, Language } from '@/lib/site';
import { orNull, publicServerClient } from './public-client';
import { CATALOGUE_CACHE, cacheTags } from './catalogue-cache';

const EMPTY_CONFIG: LayoutConfig = { forterSiteId: '', smartLinkExemptedPaths: [] };

/**
 * GET layouts/: the layout's config (fraud-prevention site id, exempted paths), fetched once per
 * country and language through the cache, never per navigation. Without a layout (or an API) the
 * shell runs with no site id and no exemptions.
 */
export async function getLayoutConfig(country: CountryCode, lang: Language): Promise<LayoutConfig> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.content);
  cacheTag(cacheTags.content(country, lang));
  try {
    const answer = await orNull(
      publicServerClient(country, lang).request({ method: 'GET', path: 'layouts', schema: layoutResponseSchema }),
    );
    return answer?.data.config ?? EMPTY_CONFIG;
  } catch {
    return EMPTY_CONFIG;
  }
}
