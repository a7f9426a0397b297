import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '@/lib/routing/decide';
import {
  activityListRouteOf,
  listingRouteOf,
  listingVariantPath,
  QUERY_SEGMENT_MARK,
} from '@/lib/routing/listing-variant';
import { routingRequest as request } from './routing-request';

function servedFrom(pathname: string, search = ''): string {
  const decision = decideRoute(request({ pathname, search }));
  if (decision.kind !== 'rewrite') throw new Error(`${pathname}${search} was not rewritten`);
  return decision.pathname;
}

/** The query a served path names in its last segment, as the page reads it. */
function queryOf(served: string, kind: 'categories' | 'brands' | 'pages' | 'search'): string {
  const segments = served.split('/').filter(Boolean).slice(3);
  const route = listingRouteOf(kind, kind === 'search' ? segments : segments);
  if (!route) throw new Error(`${served} names no query`);
  return route.query.toString();
}

describe('listings served per normalised query', () => {
  it('serves a listing without a query, or with only keys it does not read, from its own path', () => {
    expect(servedFrom('/categories/makeup')).toBe('/sg/en/categories/makeup');
    expect(servedFrom('/categories/makeup/lips', '?utm_source=ad&gclid=x&page=1')).toBe(
      '/sg/en/categories/makeup/lips',
    );
    expect(servedFrom('/brands/fenty-beauty', '?sort=')).toBe('/sg/en/brands/fenty-beauty');
    expect(servedFrom('/search', '?q=%20%20')).toBe('/sg/en/search');
    expect(servedFrom('/brands', '?sort=newest')).toBe('/sg/en/brands');
    // A landing page lists products only under a category.
    expect(servedFrom('/pages/summer-glow', '?sort=newest')).toBe('/sg/en/pages/summer-glow');
  });

  it('serves one path for every spelling of the same query: order, duplicates, case, unknown keys', () => {
    const a = servedFrom('/categories/makeup', '?sort=newest&brands=nars,dior&utm_source=ad');
    const b = servedFrom('/categories/makeup', '?brands=Dior,nars,dior&fbclid=1&sort=newest&page=1');
    expect(a).toBe(b);
    expect(a.startsWith(`/sg/en/categories/makeup/${QUERY_SEGMENT_MARK}`)).toBe(true);
    expect(queryOf(a, 'categories')).toBe('brands=dior%2Cnars&sort=newest');
    expect(servedFrom('/categories/makeup', '?sort=newest')).not.toBe(a);
  });

  it('names the search term, its spaces made one, and keeps scripts of every language', () => {
    const thai = servedFrom('/search', '?q=%20ลิป%20%20สติก%20&sort=price_asc&language=th');
    expect(new URLSearchParams(queryOf(thai, 'search')).get('q')).toBe('ลิป สติก');
    expect(new URLSearchParams(queryOf(thai, 'search')).get('sort')).toBe('price_asc');
    const chinese = servedFrom('/search', '?q=唇膏');
    expect(new URLSearchParams(queryOf(chinese, 'search')).get('q')).toBe('唇膏');
    expect(chinese).toMatch(/^\/sg\/en\/search\/~[A-Za-z0-9_-]+$/);
  });

  it('keys brand pages, their categories and landing page categories', () => {
    expect(servedFrom('/brands/fenty-beauty/makeup', '?page=2')).toMatch(/^\/sg\/en\/brands\/fenty-beauty\/makeup\/~/);
    expect(servedFrom('/pages/summer-glow/makeup', '?on_sale=1')).toMatch(/^\/sg\/en\/pages\/summer-glow\/makeup\/~/);
  });

  it('answers 404 for a public path that names a query segment or a search sub-path', () => {
    const keyed = servedFrom('/categories/makeup', '?sort=newest').split('/').slice(3).join('/');
    for (const pathname of [
      `/${keyed}`,
      '/search/lipstick',
      `/search/${QUERY_SEGMENT_MARK}c29ydD1uZXdlc3Q`,
      '/brands/fenty-beauty/~x',
    ]) {
      expect(decideRoute(request({ pathname })), pathname).toMatchObject({
        kind: 'rewrite',
        pathname: '/sg/en/page-not-found',
        status: 404,
      });
    }
  });

  it('reads back exactly the normalised query it wrote, for any listing state', () => {
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
    const query = fc.record(
      {
        brands: fc.array(slug, { maxLength: 3 }).map((b) => b.join(',')),
        category: slug,
        price_min: fc.nat({ max: 500 }).map(String),
        price_max: fc.nat({ max: 500 }).map(String),
        on_sale: fc.constantFrom('1', 'true', '0'),
        others: fc.subarray(['new', 'bestseller', 'coming_soon', 'nope']).map((o) => o.join(',')),
        sort: fc.constantFrom('newest', 'price_asc', 'bestselling', 'bogus'),
        page: fc.integer({ min: -2, max: 40 }).map(String),
        q: fc.string({ maxLength: 120 }),
        extra: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(query, (raw) => {
        const params = new URLSearchParams(raw as Record<string, string>);
        for (const [kind, path] of [
          ['categories', '/categories/makeup'],
          ['search', '/search'],
        ] as const) {
          const served = listingVariantPath(path, params);
          const segments = served.split('/').filter(Boolean).slice(1);
          const route = listingRouteOf(kind, segments);
          expect(route).toBeDefined();
          // Serving the query the page read gives the same path again: one page per listing state.
          expect(listingVariantPath(path, route!.query)).toBe(served);
        }
      }),
    );
  });

  it('renders no page for a query segment that is not a normalised query', () => {
    const encode = (text: string) => `${QUERY_SEGMENT_MARK}${Buffer.from(text).toString('base64url')}`;
    expect(listingRouteOf('categories', ['makeup', encode('sort=newest')])?.query.get('sort')).toBe('newest');
    for (const written of ['utm_source=x', 'sort=newest&brands=a', 'sort=bogus', '', 'page=1']) {
      expect(listingRouteOf('categories', ['makeup', encode(written)]), written).toBeUndefined();
    }
    expect(listingRouteOf('categories', ['makeup', `${QUERY_SEGMENT_MARK}!!`])).toBeUndefined();
    expect(listingRouteOf('categories', ['makeup', `${QUERY_SEGMENT_MARK}${'/w=='}`])).toBeUndefined();
    expect(listingRouteOf('search', [encode('q=lip')])?.query.get('q')).toBe('lip');
  });
});

describe('the Happening list served per normalised query', () => {
  it('serves the whole list, or one with only keys it does not read, from its own path', () => {
    expect(servedFrom('/happening/services')).toBe('/sg/en/happening/services');
    expect(servedFrom('/happening/services', '?utm_source=ad&kind=bogus&group=%3Cb%3E')).toBe(
      '/sg/en/happening/services',
    );
    expect(servedFrom('/happening/beauty-services', '?page=2')).toBe('/sg/en/happening/beauty-services');
  });

  it('serves one internal path for every spelling of a group and kind, beside the activities’ own pages', () => {
    const a = servedFrom('/happening/services', '?kind=class&group=Makeup-Services&utm_source=x');
    const b = servedFrom('/happening/services', '?group=makeup-services&fbclid=1&kind=class&kind=event');
    expect(a).toBe(b);
    expect(a.startsWith(`/sg/en/happening/list/services/${QUERY_SEGMENT_MARK}`)).toBe(true);
    expect(activityListRouteOf(a.split('/').at(-1)!)).toEqual({ group: 'makeup-services', kind: 'class' });
    const other = servedFrom('/happening/beauty-services', '?kind=event');
    expect(other.startsWith(`/sg/en/happening/list/beauty-services/${QUERY_SEGMENT_MARK}`)).toBe(true);
    expect(activityListRouteOf(other.split('/').at(-1)!)).toEqual({ kind: 'event' });
  });

  it('answers 404 for the internal list path named in public, and renders nothing for a segment it did not write', () => {
    const served = servedFrom('/happening/services', '?kind=class').split('/').slice(3).join('/');
    for (const pathname of [
      `/${served}`,
      '/happening/list/services',
      '/happening/list/services/class',
      `/happening/services/${QUERY_SEGMENT_MARK}x`,
    ]) {
      expect(decideRoute(request({ pathname })), pathname).toMatchObject({
        pathname: '/sg/en/page-not-found',
        status: 404,
      });
    }
    const encode = (text: string) => `${QUERY_SEGMENT_MARK}${Buffer.from(text).toString('base64url')}`;
    for (const written of ['kind=class&group=a', 'kind=bogus', 'group=A', '', 'utm_source=x']) {
      expect(activityListRouteOf(encode(written)), written).toBeUndefined();
    }
    expect(activityListRouteOf('class')).toBeUndefined();
  });
});

describe('a search term with control characters', () => {
  it('reads them as spaces, so the API is never asked for a NUL', () => {
    for (const [search, expected] of [
      ['?q=%00', ''],
      ['?q=lip%00stick', 'q=lip+stick'],
      ['?q=%01%1F%7Fserum%C2%85', 'q=serum'],
      ['?q=%0Ablush%09', 'q=blush'],
    ] as const) {
      const served = servedFrom('/search', search);
      const query = served === '/sg/en/search' ? '' : queryOf(served, 'search');
      expect(query, search).toBe(expected);
      expect(query).not.toMatch(/%00|\u0000/);
    }
  });
});
