import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function offers(country: string, language: string) {
  const response = await t.request('/cart/offers', {
    headers: { 'X-Site-Country': country, 'Accept-Language': `${language}-${country.toUpperCase()}` },
  });
  expect(response.status).toBe(200);
  return offersResponseSchema.parse(await response.json()).data;
}

describe('GET cart/offers speaks the shopper language', () => {
  it('gives promo and gift texts in Thai or English on the Thai storefront', async () => {
    const thai = await offers('th', 'th');
    const english = await offers('th', 'en');
    const welcome = (list: typeof thai) => list.promos.find((promo) => promo.code === 'WELCOME10');
    expect(welcome(thai)?.details).toBe('ลด 10% สำหรับคำสั่งซื้อของคุณ');
    expect(welcome(english)?.details).toBe('10% off your order');
    expect(thai.giftsWithPurchase.map((gift) => gift.title)).toContain('เลือกของขวัญฟรี 2 ชิ้น');
  });

  it('shows the minimum spend as money of the country', async () => {
    const { promos } = await offers('hk', 'zh');
    expect(promos.find((promo) => promo.code === 'SAVE20')?.details).toMatch(/^消費滿 HK\$[\d,]+\.00 可享八折$/);
  });
});
