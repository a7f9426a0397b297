import { cacheLife, cacheTag } from 'next/cache';
import { storeListResponseSchema, storeResponseSchema, type Store } from '@/contract';
import type { CountryCode, Language } from '@/lib/site';
import { readPublic, readPublicOrNull } from './public-client';
import { CATALOGUE_CACHE, cacheTags } from './catalogue-cache';

export type { OpeningHours, Store } from '@/contract';

/** GET store-locations: every store of the country, in the shop's order. */
export async function listStores(country: CountryCode, lang: Language): Promise<Store[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.stores(country, lang));
  return readPublic(country, lang, { path: 'store-locations', schema: storeListResponseSchema });
}

/** GET store-locations/{slug}, or null for an unknown store. */
export async function getStore(country: CountryCode, lang: Language, slug: string): Promise<Store | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.stores(country, lang));
  const path = `store-locations/${encodeURIComponent(slug)}`;
  return readPublicOrNull(country, lang, { path, schema: storeResponseSchema });
}
