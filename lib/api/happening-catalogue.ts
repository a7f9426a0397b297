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
import { orNull, publicServerClient } from './public-client';
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
  const answer = await publicServerClient(country, lang).request({
    method: 'GET',
    path: 'happening/services/activities',
    query: { kind: filter.kind, group: filter.group, store: filter.store },
    schema: activityListResponseSchema,
  });
  return answer.data;
}

/** An activity by id or slug, or null when the country has no such activity. */
export async function getActivity(country: CountryCode, lang: Language, id: string): Promise<Activity | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.happening);
  cacheTag(cacheTags.happening(country, lang));
  const answer = await orNull(
    publicServerClient(country, lang).request({
      method: 'GET',
      path: `happening/services/activities/${encodeURIComponent(id)}`,
      schema: activityResponseSchema,
    }),
  );
  return answer?.data ?? null;
}

export async function listActivityGroups(
  country: CountryCode,
  lang: Language,
  kind?: ActivityKind,
): Promise<ActivityGroup[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.happening);
  cacheTag(cacheTags.happening(country, lang));
  const answer = await publicServerClient(country, lang).request({
    method: 'GET',
    path: 'happening/activity-groups',
    query: { kind },
    schema: activityGroupListResponseSchema,
  });
  return answer.data;
}

/** The country's Happening banners, in the editors' order. */
export async function listHappeningBanners(country: CountryCode, lang: Language): Promise<HappeningBanner[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.happening);
  cacheTag(cacheTags.happening(country, lang));
  const answer = await publicServerClient(country, lang).request({
    method: 'GET',
    path: 'happening/banners',
    schema: happeningBannerListResponseSchema,
  });
  return answer.data;
}
