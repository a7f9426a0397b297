import { cacheLife, cacheTag } from 'next/cache';
import {
  activityGroupListResponseSchema,
  activityListResponseSchema,
  activityResponseSchema,
  happeningBannerListResponseSchema,
  type Activity,
  type ActivityGroup,
  type ActivityKind,
  type HappeningBanner,
} from '@/contract';
import type { CountryCode, Language } from '@/lib/site';
import { readPublic, readPublicOrNull } from './public-client';
import { CATALOGUE_CACHE, cacheTags } from './catalogue-cache';

/** Happening reads for server components: the same for every shopper of a country and language, so cached. */

export async function listActivities(
  country: CountryCode,
  lang: Language,
  filter: { kind?: ActivityKind; group?: string; store?: string } = {},
): Promise<Activity[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.happening);
  cacheTag(cacheTags.happening(country, lang));
  return readPublic(country, lang, {
    path: 'happening/services/activities',
    query: { kind: filter.kind, group: filter.group, store: filter.store },
    schema: activityListResponseSchema,
  });
}

/** An activity by id or slug, or null when the country has no such activity. */
export async function getActivity(country: CountryCode, lang: Language, id: string): Promise<Activity | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.happening);
  cacheTag(cacheTags.happening(country, lang));
  const path = `happening/services/activities/${encodeURIComponent(id)}`;
  return readPublicOrNull(country, lang, { path, schema: activityResponseSchema });
}

export async function listActivityGroups(
  country: CountryCode,
  lang: Language,
  kind?: ActivityKind,
): Promise<ActivityGroup[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.happening);
  cacheTag(cacheTags.happening(country, lang));
  return readPublic(country, lang, {
    path: 'happening/activity-groups',
    query: { kind },
    schema: activityGroupListResponseSchema,
  });
}

/** The country's Happening banners, in the editors' order. */
export async function listHappeningBanners(country: CountryCode, lang: Language): Promise<HappeningBanner[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.happening);
  cacheTag(cacheTags.happening(country, lang));
  return readPublic(country, lang, { path: 'happening/banners', schema: happeningBannerListResponseSchema });
}
