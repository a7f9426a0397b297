import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, allLocales, defaultLanguage, formatMoney, localeTag, siteTextFor } from '@/lib/site';
import { countrySchema, parseCountryCode } from '@/lib/site/parse';

describe('site configuration', () => {
  it('holds the eight storefronts, each following the settings rules', () => {
    expect(Object.keys(COUNTRIES).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const code of COUNTRY_CODES) {
      expect(countrySchema().parse(COUNTRIES[code])).toEqual(COUNTRIES[code]);
      expect(COUNTRIES[code].code).toBe(code);
    }
  });

  it('rejects settings that break the rules', () => {
    expect(countrySchema().safeParse({ ...COUNTRIES.sg, paymentMethods: [] }).success).toBe(false);
    expect(countrySchema().safeParse({ ...COUNTRIES.sg, domain: 'Halcyon Beauty.sg' }).success).toBe(false);
    expect(countrySchema().safeParse({ ...COUNTRIES.sg, extra: true }).success).toBe(false);
  });

  it('has the eight countries with their ordered languages (first is the default)', () => {
    expect(Object.fromEntries(COUNTRY_CODES.map((c) => [c, COUNTRIES[c].languages]))).toEqual({
      au: ['en'],
      hk: ['en', 'zh'],
      id: ['id', 'en'],
      my: ['en'],
      nz: ['en'],
      ph: ['en'],
      sg: ['en'],
      th: ['th', 'en'],
    });
    expect(defaultLanguage('th')).toBe('th');
  });

  it('carries the free-shipping thresholds in minor units', () => {
    const thresholds = Object.fromEntries(
      COUNTRY_CODES.map((c) => [c, COUNTRIES[c].freeShippingThreshold / 10 ** COUNTRIES[c].currency.fractionDigits]),
    );
    expect(thresholds).toMatchObject({ au: 25, nz: 25, sg: 35, my: 80, id: 500_000, ph: 3000, th: 500 });
  });

  it('offers the buy-now-pay-later providers', () => {
    expect(COUNTRIES.au.bnplProviders).toEqual(['afterpay', 'klarna']);
    expect(COUNTRIES.nz.bnplProviders).toEqual(['afterpay']);
    expect(COUNTRIES.my.bnplProviders).toEqual(['atome']);
    expect(COUNTRIES.sg.bnplProviders).toEqual(['atome']);
    expect(COUNTRIES.th.paymentMethods).toContain('promptpay_qr');
    expect(COUNTRIES.id.paymentMethods).toContain('virtual_account');
  });

  it('gives every country a domain, title, description and ad-partner id', () => {
    for (const code of COUNTRY_CODES) {
      const site = COUNTRIES[code];
      expect(site.domain).toMatch(/\./);
      expect(site.siteTitle.length).toBeGreaterThan(5);
      expect(site.metaDescription.length).toBeGreaterThan(20);
      expect(site.adPartnerAccountId).toBeTruthy();
    }
    expect(new Set(COUNTRY_CODES.map((c) => COUNTRIES[c].domain)).size).toBe(8);
  });

  it('lists the eleven country × language pairs', () => {
    expect(allLocales().map(({ country, lang }) => localeTag(country, lang))).toEqual([
      'en-AU',
      'en-HK',
      'zh-HK',
      'id-ID',
      'en-ID',
      'en-MY',
      'en-NZ',
      'en-PH',
      'en-SG',
      'th-TH',
      'en-TH',
    ]);
  });

  it('parses country codes trimmed and case-insensitively, only the eight', () => {
    expect(parseCountryCode(' TH ')).toBe('th');
    expect(parseCountryCode('us')).toBeNull();
    expect(parseCountryCode(42)).toBeNull();
  });

  it('formats money in minor units for the country', () => {
    expect(formatMoney(3500, 'sg')).toBe('S$35.00');
    expect(formatMoney(50000, 'hk', 'zh')).toBe('HK$500.00');
    expect(formatMoney(500000, 'id')).toMatch(/^Rp\s?500\.000$/);
    expect(formatMoney(50000, 'th', 'th')).toBe('฿500.00');
    expect(formatMoney(2500, 'au')).toBe('$25.00');
  });
});

describe('site text in the page language', () => {
  it('has a title and description in every language a country offers', () => {
    for (const { country, lang } of allLocales()) {
      const text = siteTextFor(country, lang);
      if (lang === defaultLanguage(country)) {
        expect(text.siteTitle).toBe(COUNTRIES[country].siteTitle);
      } else {
        expect(COUNTRIES[country].translations?.[lang], `${country}/${lang}`).toBeDefined();
        expect(text.siteTitle).not.toBe(COUNTRIES[country].siteTitle);
      }
    }
  });

  it('titles Hong Kong pages in Chinese on zh pages', () => {
    expect(siteTextFor('hk', 'zh').siteTitle).toMatch(/[\u4e00-\u9fff]/);
    expect(siteTextFor('hk', 'zh').metaDescription).toMatch(/[\u4e00-\u9fff]/);
    expect(siteTextFor('hk', 'en').siteTitle).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
