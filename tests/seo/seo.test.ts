import { describe, expect, it } from 'vitest';
import {
  alternatesFor,
  breadcrumbListJsonLd,
  buildRobotsTxt,
  buildSitemapXml,
  countryAlternatesFor,
  openGraphFor,
  productJsonLd,
  publicUrl,
  serializeJsonLd,
  sitemapEntries,
} from '@/lib/seo';
import type { ProductDetail } from '@/contract';
import { allLocales } from '@/lib/site';

describe('canonical URLs', () => {
  it('use the country domain, no trailing slash, and language only when not the default', () => {
    expect(publicUrl('th', 'th', '/categories/makeup/')).toBe('https://halcyonbeauty.co.th/categories/makeup');
    expect(publicUrl('th', 'en', '/categories/makeup')).toBe(
      'https://halcyonbeauty.co.th/categories/makeup?language=en',
    );
    expect(publicUrl('hk', 'zh', '/')).toBe('https://halcyonbeauty.hk/?language=zh');
    expect(publicUrl('sg', 'en', '/')).toBe('https://halcyonbeauty.sg/');
  });

  it('drop listing filters and sort from the canonical', () => {
    expect(publicUrl('sg', 'en', '/categories/makeup?brands=a&sort=newest&page=3')).toBe(
      'https://halcyonbeauty.sg/categories/makeup',
    );
  });

  it('carry the country in the query when one origin serves every country', () => {
    expect(publicUrl('id', 'en', '/brands', { override: 'http://localhost:3000/' })).toBe(
      'http://localhost:3000/brands?country_code=id&language=en',
    );
  });
});

describe('hreflang', () => {
  it('lists every country × language plus x-default, each pointing at its own domain', () => {
    const { canonical, languages } = alternatesFor('hk', 'zh', '/products/x');
    expect(canonical).toBe('https://halcyonbeauty.hk/products/x?language=zh');
    expect(Object.keys(languages)).toHaveLength(allLocales().length + 1);
    expect(languages['zh-HK']).toBe(canonical);
    expect(languages['en-HK']).toBe('https://halcyonbeauty.hk/products/x');
    expect(languages['th-TH']).toBe('https://halcyonbeauty.co.th/products/x');
    expect(languages['en-TH']).toBe('https://halcyonbeauty.co.th/products/x?language=en');
    expect(languages['id-ID']).toBe('https://halcyonbeauty.co.id/products/x');
    expect(languages['x-default']).toBe('https://halcyonbeauty.sg/products/x');
  });

  it('stays within the country for content that exists in one storefront', () => {
    expect(countryAlternatesFor('th', 'en', '/pages/summer-glow').languages).toEqual({
      'th-TH': 'https://halcyonbeauty.co.th/pages/summer-glow',
      'en-TH': 'https://halcyonbeauty.co.th/pages/summer-glow?language=en',
    });
  });
});

describe('JSON-LD', () => {
  it('escapes < > & and line separators so a string cannot end the script', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('builds a BreadcrumbList with positions', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', url: 'https://a/' },
        { name: 'Lips', url: 'https://a/l' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a/' },
      { '@type': 'ListItem', position: 2, name: 'Lips', item: 'https://a/l' },
    ]);
  });

  it('builds a Product with one offer per variant in major units', () => {
    const product = {
      name: 'Lip',
      description: 'd',
      images: ['/api/web/v1/media/p.svg'],
      brand: { id: 1, slug: 'b', name: 'Brand' },
      breadcrumbs: [{ id: 1, slug: 'makeup', path: 'makeup', name: 'Makeup', level: 1 }],
      rating: { average: 4.5, count: 10, distribution: [0, 0, 0, 5, 5] },
      variants: [
        {
          sku: 'A',
          name: 'Red',
          price: { amount: 2500, currency: 'SGD' },
          salePrice: { amount: 2000, currency: 'SGD' },
          stockState: 'in_stock',
        },
        {
          sku: 'B',
          name: 'Pink',
          price: { amount: 2500, currency: 'SGD' },
          salePrice: null,
          stockState: 'out_of_stock',
        },
      ],
    } as unknown as ProductDetail;
    const ld = productJsonLd(product, 'sg', 'https://halcyonbeauty.sg/products/lip', (p) =>
      new URL(p, 'https://halcyonbeauty.sg').toString(),
    );
    expect(ld.image).toEqual(['https://halcyonbeauty.sg/api/web/v1/media/p.svg']);
    expect(ld.offers).toEqual([
      expect.objectContaining({
        sku: 'A',
        price: '20.00',
        priceCurrency: 'SGD',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ sku: 'B', price: '25.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 10 });
  });
});

describe('sitemap and robots', () => {
  it('lists each path once per language of the country with its siblings', () => {
    const entries = sitemapEntries('th', ['/', '/products/a&b']);
    expect(entries.map((e) => e.loc)).toEqual([
      'https://halcyonbeauty.co.th/',
      'https://halcyonbeauty.co.th/?language=en',
      'https://halcyonbeauty.co.th/products/a&b',
      'https://halcyonbeauty.co.th/products/a&b?language=en',
    ]);
    const xml = buildSitemapXml(entries);
    expect(xml).toContain('<loc>https://halcyonbeauty.co.th/products/a&amp;b</loc>');
    expect(xml).toContain('hreflang="en-TH"');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(sitemapEntries('sg', ['/'])[0]!.alternates).toEqual([]);
  });

  it('points robots at the sitemap and keeps crawlers out of personal pages', () => {
    const robots = buildRobotsTxt('https://halcyonbeauty.sg/sitemap.xml');
    expect(robots).toContain('Sitemap: https://halcyonbeauty.sg/sitemap.xml');
    for (const path of ['/account', '/cart', '/checkout', '/wishlist', '/search'])
      expect(robots).toContain(`Disallow: ${path}`);
  });
});

describe('Open Graph', () => {
  it('keeps the site name, locale and default image when a page sets its own tags', () => {
    expect(openGraphFor('hk', 'zh', { url: 'https://halcyonbeauty.hk/?language=zh' })).toMatchObject({
      siteName: expect.stringContaining('香港'),
      locale: 'zh_HK',
      url: 'https://halcyonbeauty.hk/?language=zh',
      images: [expect.objectContaining({ url: '/og-image.png', width: 1200, height: 630 })],
    });
    const product = openGraphFor('sg', 'en', {
      url: 'u',
      title: 'Lip',
      images: [{ url: 'https://x/p.svg', width: 800, height: 800 }],
    });
    expect(product).toMatchObject({ title: 'Lip', images: [{ url: 'https://x/p.svg' }] });
  });
});
