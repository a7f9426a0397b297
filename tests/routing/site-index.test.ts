import { afterEach, describe, expect, it } from 'vitest';
import type { SiteIndexData } from '@/contract';
import { decideRoute, type RoutingRequest } from '@/lib/routing/decide';
import { routingRequest } from './routing-request';
import {
  SITE_INDEX_MAX_AGE_MS,
  currentSiteIndex,
  indexedPath,
  setSiteIndex,
  toSiteIndex,
  type SiteIndex,
} from '@/lib/routing/site-index';

const DATA: SiteIndexData = {
  products: ['glow-serum', 'Mixed-Case-Slug'],
  brands: ['fenty-beauty', 'nars'],
  categories: ['makeup', 'makeup/lips', 'makeup/lips/lipstick', 'lips', 'lipstick'],
  stores: ['ion-orchard'],
  activities: { service: ['12', 'brow-shaping'], class: ['40', 'contour-class'], event: ['77', 'launch-night'] },
  landingPages: { en: ['holiday-gifts'], th: ['songkran'] },
};
const index = toSiteIndex(DATA, Date.now());

describe('indexedPath: what the index says about a public path', () => {
  it('knows products sold in the country, with or without the reviews pages after them', () => {
    expect(indexedPath(index, 'en', '/products/glow-serum')).toBe(true);
    expect(indexedPath(index, 'en', '/products/glow-serum/reviews/newest/2')).toBe(true);
    expect(indexedPath(index, 'en', '/products/Mixed-Case-Slug')).toBe(true);
    expect(indexedPath(index, 'en', '/products/no-such-thing')).toBe(false);
    // Product slugs are read as they are written, like the API reads them.
    expect(indexedPath(index, 'en', '/products/GLOW-SERUM')).toBe(false);
  });

  it('knows brands in any case, alone or narrowed by a category path of up to three levels', () => {
    expect(indexedPath(index, 'en', '/brands/fenty-beauty')).toBe(true);
    expect(indexedPath(index, 'en', '/brands/NARS/')).toBe(true);
    expect(indexedPath(index, 'en', '/brands/nars/makeup/lips/lipstick')).toBe(true);
    expect(indexedPath(index, 'en', '/brands/nars/makeup/eyes')).toBe(false);
    expect(indexedPath(index, 'en', '/brands/nars/makeup/lips/lipstick/extra')).toBe(false);
    expect(indexedPath(index, 'en', '/brands/no-such-brand')).toBe(false);
    // The brand list is a listing, not a slug.
    expect(indexedPath(index, 'en', '/brands')).toBeUndefined();
  });

  it('knows categories by path or by their own slug, in any case, one to three levels deep', () => {
    expect(indexedPath(index, 'en', '/categories/makeup/lips')).toBe(true);
    expect(indexedPath(index, 'en', '/categories/Makeup/Lips/Lipstick')).toBe(true);
    expect(indexedPath(index, 'en', '/categories/lipstick')).toBe(true);
    expect(indexedPath(index, 'en', '/categories/makeup/nope')).toBe(false);
    expect(indexedPath(index, 'en', '/categories/nope')).toBe(false);
  });

  it('knows landing pages per language, with their optional category segments', () => {
    expect(indexedPath(index, 'en', '/pages/holiday-gifts')).toBe(true);
    expect(indexedPath(index, 'en', '/pages/holiday-gifts/makeup/lips')).toBe(true);
    expect(indexedPath(index, 'en', '/pages/holiday-gifts/skincare')).toBe(false);
    expect(indexedPath(index, 'th', '/pages/holiday-gifts')).toBe(false);
    expect(indexedPath(index, 'th', '/pages/songkran')).toBe(true);
    expect(indexedPath(index, 'zh', '/pages/songkran')).toBe(false);
    expect(indexedPath(index, 'en', '/pages')).toBe(false);
  });

  it('knows stores and activities of each kind by id or slug', () => {
    expect(indexedPath(index, 'en', '/store-locations/ion-orchard')).toBe(true);
    expect(indexedPath(index, 'en', '/store-locations/nope')).toBe(false);
    expect(indexedPath(index, 'en', '/happening/services/12')).toBe(true);
    expect(indexedPath(index, 'en', '/happening/services/012')).toBe(true);
    expect(indexedPath(index, 'en', '/happening/services/brow-shaping')).toBe(true);
    // Another kind's id is not found under this kind.
    expect(indexedPath(index, 'en', '/happening/services/40')).toBe(false);
    expect(indexedPath(index, 'en', '/happening/classes/contour-class')).toBe(true);
    expect(indexedPath(index, 'en', '/happening/events/77')).toBe(true);
    expect(indexedPath(index, 'en', '/happening/events/999999')).toBe(false);
  });

  it('has no opinion on paths it does not cover, and refuses a malformed escape', () => {
    for (const pathname of [
      '/',
      '/search',
      '/orders/123',
      '/account/points',
      '/happening/services/cancel/55',
      '/happening/services/booxi/success',
      '/happening/beauty-services',
      '/store-locations',
    ]) {
      expect(indexedPath(index, 'en', pathname), pathname).toBeUndefined();
    }
    expect(indexedPath(index, 'en', '/products/%E0%A4%A')).toBe(false);
  });
});

describe('the process-wide index', () => {
  afterEach(() => setSiteIndex('sg', toSiteIndex(DATA, 0)));

  it('is trusted only while fresh', () => {
    const now = Date.now();
    setSiteIndex('sg', toSiteIndex(DATA, now));
    expect(currentSiteIndex('sg', now + SITE_INDEX_MAX_AGE_MS)).toBeDefined();
    expect(currentSiteIndex('sg', now + SITE_INDEX_MAX_AGE_MS + 1)).toBeUndefined();
    expect(currentSiteIndex('th', now)).toBeUndefined();
  });
});

describe('decideRoute with a site index', () => {
  const request = (pathname: string, overrides: Partial<RoutingRequest> = {}): RoutingRequest =>
    routingRequest({ pathname, siteIndexOf: (country) => (country === 'sg' ? index : undefined), ...overrides });

  it('answers an unknown slug with the 404 page and status 404, and a known one with its page', () => {
    expect(decideRoute(request('/brands/no-such-brand'))).toMatchObject({
      kind: 'rewrite',
      pathname: '/sg/en/page-not-found',
      status: 404,
    });
    const known = decideRoute(request('/brands/fenty-beauty'));
    expect(known).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/brands/fenty-beauty' });
    expect(known).not.toHaveProperty('status');
  });

  it('reads the index of the resolved country, and lets pages decide where there is none', () => {
    // Thailand has no index here: its page decides.
    expect(decideRoute(request('/brands/no-such-brand', { host: 'th.localhost:3000' }))).toMatchObject({
      pathname: '/th/th/brands/no-such-brand',
    });
    const without: SiteIndex | undefined = undefined;
    expect(decideRoute(request('/brands/no-such-brand', { siteIndexOf: () => without }))).toMatchObject({
      pathname: '/sg/en/brands/no-such-brand',
    });
  });

  it('uses the language the shopper reads for landing pages', () => {
    expect(decideRoute(request('/pages/holiday-gifts'))).toMatchObject({ pathname: '/sg/en/pages/holiday-gifts' });
    expect(
      decideRoute(request('/pages/holiday-gifts', { siteIndexOf: () => index, host: 'th.localhost' })),
    ).toMatchObject({
      pathname: '/th/th/page-not-found',
      status: 404,
    });
  });
});
