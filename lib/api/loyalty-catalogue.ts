import { cacheLife, cacheTag } from 'next/cache';
import { rewardListResponseSchema, type RewardGroups } from '@/contract/rewards';
import type { CountryCode, Language } from '@/lib/site';
import { readPublic } from './public-client';
import { CATALOGUE_CACHE, cacheTags } from './catalogue-cache';

/**
 * The rewards boutique for server components: the same for every shopper of a country and
 * language, so the page is drawn with its rewards and cached whole; the browser refreshes the list.
 */
export async function listRewards(country: CountryCode, lang: Language): Promise<RewardGroups> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.rewards);
  cacheTag(cacheTags.rewards(country, lang));
  const rewards = await readPublic(country, lang, { path: 'rewards', schema: rewardListResponseSchema });
  return rewards.groups;
}
