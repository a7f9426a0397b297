import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries, overlays } from '@/backend/db/schema';
import { toProductQuery } from '@/components/catalogue/listing-state';
import { searchListingScope } from '@/components/search/search-results';
import { toApiQuery } from '@/lib/api/catalogue';
import { parseListingState } from '@/lib/catalogue/listing-params';
import { contentEntryResponseSchema, productListResponseSchema } from '@/contract';
import { contentHrefs, resolveContentLink } from '@/lib/routing/content-links';
import { allLocales, COUNTRIES, localeTag, type CountryCode, type Language } from '@/lib/site';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

function headers(country: CountryCode, lang: Language) {
  return { 'X-Site-Country': country, 'Accept-Language': localeTag(country, lang) };
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** What the page behind a link lists, read as the storefront's listing reads it. */
async function productCount(
  country: CountryCode,
  lang: Language,
  fixed: { brand?: string; category?: string; q?: string },
  raw = new URLSearchParams(),
) {
  const query = toProductQuery(parseListingState(raw), COUNTRIES[country].currency.fractionDigits, fixed);
  const path = fixed.q ? 'search' : 'products';
  const response = await t.request(`/${path}?${queryString(toApiQuery({ ...query, page: 1, perPage: 1 }))}`, {
    headers: headers(country, lang),
  });
  expect(response.status, `${path} for ${JSON.stringify(fixed)}`).toBe(200);
  return productListResponseSchema.parse(await response.json()).meta.total;
}

/** Why the page behind `href` would be empty or missing, or null when it shows content. */
async function problemWith(href: string, country: CountryCode, lang: Language): Promise<string | null> {
  const target = resolveContentLink(href);
  const h = headers(country, lang);
  switch (target.kind) {
    case 'home':
    case 'bag':
    case 'brands':
    case 'external':
    case 'screen':
      return null;
    case 'store-page': {
      const found = await t.request(`/contentful/content-entries/${target.slug}?pageType=cms-pages`, { headers: h });
      return found.status === 200 ? null : `store page ${target.slug} answers ${found.status}`;
    }
    case 'unknown':
      return `no page at ${target.path}`;
    case 'search': {
      // The search page's own reading of its query decides what it lists.
      const scope = searchListingScope(target.query);
      return (await productCount(country, lang, scope, target.query)) > 0 ? null : 'lists no products';
    }
    case 'category': {
      const found = await t.request(`/categories/${target.path}`, { headers: h });
      if (found.status !== 200) return `category ${target.path} answers ${found.status}`;
      return (await productCount(country, lang, { category: target.path.split('/').at(-1) })) > 0
        ? null
        : 'empty category';
    }
    case 'brand': {
      const found = await t.request(`/brands/${target.slug}`, { headers: h });
      if (found.status !== 200) return `brand ${target.slug} answers ${found.status}`;
      return (await productCount(country, lang, { brand: target.slug })) > 0 ? null : 'brand without products';
    }
    case 'landing': {
      const found = await t.request(`/contentful/content-entries/${target.slug}?pageType=pages`, { headers: h });
      if (found.status !== 200) return `landing page ${target.slug} answers ${found.status}`;
      const { data } = contentEntryResponseSchema.parse(await found.json());
      return data.blocks.length > 0 ? null : 'landing page without content';
    }
    case 'product': {
      const found = await t.request(`/products/${target.slug}`, { headers: h });
      return found.status === 200 ? null : `product ${target.slug} answers ${found.status}`;
    }
  }
}

describe('links in managed content', () => {
  it('reads a content path as the storefront routes it', () => {
    expect(resolveContentLink('/search?sort=newest')).toMatchObject({ kind: 'search' });
    expect(resolveContentLink('/brands/fenty-beauty')).toEqual({
      kind: 'brand',
      slug: 'fenty-beauty',
      categoryPath: '',
    });
    expect(resolveContentLink('/pages/summer-glow/makeup')).toEqual({
      kind: 'landing',
      slug: 'summer-glow',
      categoryPath: 'makeup',
    });
    expect(resolveContentLink('/about')).toEqual({ kind: 'store-page', slug: 'about' });
    expect(resolveContentLink('/terms?section=Legal+Terms')).toEqual({ kind: 'store-page', slug: 'terms' });
    expect(resolveContentLink('/orders')).toEqual({ kind: 'screen', path: '/orders' });
    expect(resolveContentLink('mailto:care@halcyonbeauty.sg')).toMatchObject({ kind: 'external' });
    expect(resolveContentLink('/about/us')).toEqual({ kind: 'unknown', path: '/about/us' });
  });

  it('finds links in blocks, slides and rich text', () => {
    expect(
      contentHrefs([
        { type: 'hero', cta: { href: '/search?sort=newest' } },
        { type: 'richText', document: { content: [{ items: [[{ type: 'link', href: '/pages/gift-guide' }]] }] } },
      ]),
    ).toEqual(['/search?sort=newest', '/pages/gift-guide']);
  });

  it('never lands on an empty or missing page, in any country or language', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { country, lang } of allLocales()) {
      const entries = await t.db
        .select({ slugUrl: contentEntries.slugUrl, blocks: contentEntries.blocks })
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.country, country),
            eq(contentEntries.language, lang),
            eq(contentEntries.status, 'published'),
            isNull(contentEntries.segment),
          ),
        );
      const popups = await t.db
        .select({ slugUrl: overlays.key, blocks: overlays.blocks })
        .from(overlays)
        .where(and(eq(overlays.country, country), eq(overlays.language, lang)));
      expect(entries.length, `${country}/${lang} has content`).toBeGreaterThan(0);
      const hrefs = new Set([...entries, ...popups].flatMap((entry) => contentHrefs(entry.blocks)));
      for (const href of hrefs) {
        checked += 1;
        const problem = await problemWith(href, country, lang);
        if (problem) problems.push(`${country}/${lang} ${href}: ${problem}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 120_000);
});
