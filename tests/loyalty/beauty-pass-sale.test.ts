import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { saleStatus } from '@/components/loyalty/beauty-pass-sale';
import type { BeautyPassSale } from '@/contract';
import type { AnyTranslate } from '@/lib/i18n/config';

async function translator(lang: 'en' | 'th'): Promise<AnyTranslate> {
  const loyalty = JSON.parse(
    readFileSync(path.resolve(__dirname, `../../locales/${lang}/loyalty.json`), 'utf8'),
  ) as object;
  const instance = createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { loyalty } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lang) as TFunction as unknown as AnyTranslate;
}

const DAY = 86_400_000;
const sale = (access: BeautyPassSale['access'], opensAt: string | null = null): BeautyPassSale => ({
  title: 'The Beauty Pass Sale',
  percentOff: 20,
  goldOpensAt: new Date(Date.now() - DAY).toISOString(),
  blackOpensAt: new Date(Date.now() + 3 * DAY).toISOString(),
  endsAt: new Date(Date.now() + 14 * DAY).toISOString(),
  access,
  opensAt,
  products: [],
});

describe('what the Beauty Pass Sale is to a shopper', () => {
  it('tells Gold it is open with early access, Black when it opens, everyone else which tier unlocks it', async () => {
    const en = await translator('en');
    const open = saleStatus(sale('open'), 'sg', 'en', en);
    expect(open[0]).toMatch(/^Open to you: 20% off these products, applied in your bag, until \d{1,2} \w+ \d{4}\.$/);
    expect(open[1]).toMatch(/^Gold early access: Black members join from /);
    const upcoming = saleStatus(sale('upcoming', new Date(Date.now() + 3 * DAY).toISOString()), 'sg', 'en', en);
    expect(upcoming).toEqual([
      expect.stringMatching(/^Opens to you on .+, until .+\.$/),
      'Gold members are shopping it now with early access.',
    ]);
    expect(saleStatus(sale('locked'), 'sg', 'en', en)[0]).toMatch(
      /^For Beauty Pass Black and Gold members: 20% off, Gold from .+ \(early access\), Black from .+, until .+\.$/,
    );
  });

  it('says it in Thai on a Thai page', async () => {
    const th = await translator('th');
    const [open] = saleStatus(sale('open'), 'th', 'th', th);
    expect(open).toMatch(/^เปิดให้คุณแล้ว: ลด 20%/);
    const [locked] = saleStatus(sale('locked'), 'th', 'th', th);
    expect(locked).toMatch(/^สำหรับสมาชิก Beauty Pass Black และ Gold/);
    expect(locked).not.toMatch(/[A-Za-z]{4,} (from|until)/);
  });
});
