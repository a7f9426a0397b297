import { afterEach, describe, expect, it } from 'vitest';
import {
  AD_PARTNER_ACCOUNT_IDS,
  commerceEvent,
  isTrackedPath,
  PAGE_VIEW_EVENT,
  pageViewEvent,
  pushToDataLayer,
  siteData,
  toMajorUnits,
  trackCommerce,
  userDataLayer,
} from '@/lib/analytics/data-layer';
import { DEFAULT_GTM_ID, InvalidGtmIdError, isValidGtmId, resolveGtmId } from '@/lib/analytics/gtm-id';
import type { Account } from '@/contract/account';
import { COUNTRY_CODES } from '@/lib/site';

describe('tag-manager id', () => {
  it.each(['GTM-5HBQ7NX', 'G-ABC123', 'GTM-A', 'G-9'])('accepts %s', (id) => {
    expect(isValidGtmId(id)).toBe(true);
  });

  it.each(['', 'GTM-', 'gtm-ABC', 'GTM-abc', 'UA-12345', 'GTM-AB C', ' GTM-ABC', 'GTM-ABC-', 'G_ABC', 'GTM-ÄBC'])(
    'rejects %j',
    (id) => {
      expect(isValidGtmId(id)).toBe(false);
    },
  );

  it('uses the default when nothing is configured, the shared id, then the country’s own', () => {
    expect(resolveGtmId('sg', { perCountry: {} })).toEqual({ id: DEFAULT_GTM_ID });
    expect(resolveGtmId('sg', { perCountry: {}, shared: 'GTM-SHARED1' })).toEqual({ id: 'GTM-SHARED1' });
    expect(resolveGtmId('sg', { perCountry: { sg: 'G-SG1', th: 'G-TH1' }, shared: 'GTM-SHARED1' })).toEqual({
      id: 'G-SG1',
    });
    expect(resolveGtmId('au', { perCountry: { sg: 'G-SG1' }, shared: 'GTM-SHARED1' })).toEqual({ id: 'GTM-SHARED1' });
    expect(isValidGtmId(DEFAULT_GTM_ID)).toBe(true);
  });

  it('rejects a malformed configured id as not a valid GTM-ID instead of falling back', () => {
    const result = resolveGtmId('th', { perCountry: { th: 'gtm-lower' } });
    expect('error' in result && result.error).toBeInstanceOf(InvalidGtmIdError);
    expect('error' in result && result.error.message).toBe("'gtm-lower' is not a valid GTM-ID");
  });
});

describe('page views', () => {
  it.each([
    ['/', true],
    ['/products/some-lipstick', true],
    ['/categories/makeup/lips', true],
    ['/orders', true],
    ['/cart', false],
    ['/cart/', false],
    ['/orders/12', false],
    ['/orders/12/confirmation', false],
    ['/orders/12/payment_instruction', false],
    ['/cartier', true],
  ])('%s is tracked: %s', (path, tracked) => {
    expect(isTrackedPath(path)).toBe(tracked);
  });

  it('carries the page URL and the site data', () => {
    const data = siteData('th', 'th', true);
    expect(pageViewEvent('https://www.halcyonbeauty.co.th/?language=th', data)).toEqual({
      event: PAGE_VIEW_EVENT,
      pageUrl: 'https://www.halcyonbeauty.co.th/?language=th',
      dataLayer: {
        locale: 'TH',
        language: 'th',
        mobile: true,
        status: 200,
        layout: 'Mobile',
        adPartnerAccountId: AD_PARTNER_ACCOUNT_IDS.th,
      },
    });
    expect(PAGE_VIEW_EVENT).toBe('page_viewed');
    expect(siteData('au', 'en', false)).toMatchObject({ locale: 'AU', layout: 'Desktop', mobile: false });
  });

  it('has a distinct ad-partner account for every country', () => {
    const ids = COUNTRY_CODES.map((c) => AD_PARTNER_ACCOUNT_IDS[c]);
    expect(new Set(ids).size).toBe(COUNTRY_CODES.length);
  });
});

describe('member data layer', () => {
  it('uses the names the tags expect', () => {
    const account: Account = {
      id: 42,
      isEmployee: true,
      age: 31,
      cardNumber: 'HB0000042',
      emailSHA256: 'a'.repeat(64),
      emailMD5: 'b'.repeat(32),
      mobileNumberMD5: null,
      loyaltyPoints: 640,
      loyaltyTier: 'black',
      tierPointsCounter: 120,
    };
    expect(userDataLayer(account)).toEqual({
      event: 'user_data',
      user_id: 42,
      is_employee: true,
      age: 31,
      card_number: 'HB0000042',
      email_sha256: 'a'.repeat(64),
      email_md5: 'b'.repeat(32),
      mobile_number_md5: null,
      loyalty_points: 640,
      loyalty_tier: 'black',
      tier_points_counter: 120,
    });
  });
});

describe('commerce events', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('converts minor units with the currency’s precision', () => {
    expect(toMajorUnits({ amount: 3550, currency: 'SGD' })).toBe(35.5);
    expect(toMajorUnits({ amount: 500_000, currency: 'IDR' })).toBe(500_000);
    expect(toMajorUnits({ amount: 199, currency: 'XXX' })).toBe(1.99);
  });

  it('builds the GA4 shape in the order’s currency', () => {
    const event = commerceEvent(
      'purchase',
      [
        {
          id: 7,
          name: 'Lip Oil',
          brand: 'Halcyon',
          variant: 'Rose',
          unitPrice: { amount: 2500, currency: 'AUD' },
          quantity: 2,
        },
        { id: 9, name: 'Mask', unitPrice: { amount: 1000, currency: 'AUD' }, quantity: 1 },
      ],
      { value: { amount: 6495, currency: 'AUD' }, transactionId: 'HBAU00000001' },
    );
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'HBAU00000001',
        currency: 'AUD',
        value: 64.95,
        items: [
          {
            item_id: '7',
            item_name: 'Lip Oil',
            item_brand: 'Halcyon',
            item_variant: 'Rose',
            price: 25,
            quantity: 2,
            index: 0,
          },
          { item_id: '9', item_name: 'Mask', price: 10, quantity: 1, index: 1 },
        ],
      },
    });
    // Without an explicit value it is the items' total.
    expect(
      commerceEvent('add_to_cart', [{ id: 1, name: 'x', unitPrice: { amount: 1234, currency: 'SGD' }, quantity: 3 }]),
    ).toMatchObject({
      ecommerce: { value: 37.02, currency: 'SGD' },
    });
    expect(commerceEvent('begin_checkout', [])).toBeNull();
  });

  it('clears the previous e-commerce object before each event', () => {
    const win: { dataLayer?: unknown[] } = {};
    (globalThis as { window?: unknown }).window = win;
    pushToDataLayer({ event: 'other' });
    trackCommerce('add_to_cart', [{ id: 1, name: 'x', unitPrice: { amount: 100, currency: 'SGD' }, quantity: 1 }]);
    expect(win.dataLayer).toHaveLength(3);
    expect(win.dataLayer?.[1]).toEqual({ ecommerce: null });
    expect(win.dataLayer?.[2]).toMatchObject({ event: 'add_to_cart' });
  });
});
