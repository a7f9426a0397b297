// @vitest-environment node
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseBeautyPassOffer } from '@/components/bag/beauty-pass-actions';
import { BeautyPassOffers } from '@/components/bag/beauty-pass-offers';
import { getBeautyPassOffers, selectBeautyPassOffer } from '@/lib/api/bag';
import { createApiClient } from '@/lib/api/client';
import type { BeautyPassOffer, CartResponse } from '@/contract';
import { ApiError } from '@/lib/api/errors';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { createActionApiClient, getServerApiClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import enBag from '@/locales/en/bag.json';
import zhBag from '@/locales/zh/bag.json';

vi.mock('next/cache', () => ({ refresh: vi.fn() }));
vi.mock('@/lib/api/server', () => ({
  createActionApiClient: vi.fn(),
  getServerApiClient: vi.fn(),
  hasSessionCookie: vi.fn(),
}));
vi.mock('@/lib/api/bag', async (original) => ({
  ...(await original<object>()),
  getBeautyPassOffers: vi.fn(),
  selectBeautyPassOffer: vi.fn(),
}));

const { refresh } = await import('next/cache');

beforeEach(() => {
  vi.mocked(refresh).mockReset();
  vi.mocked(selectBeautyPassOffer).mockReset();
  vi.mocked(getBeautyPassOffers).mockReset();
  vi.mocked(hasSessionCookie).mockReset();
  vi.mocked(createActionApiClient).mockResolvedValue(createApiClient({ country: 'sg', lang: 'en' }));
  vi.mocked(getServerApiClient).mockResolvedValue(createApiClient({ country: 'hk', lang: 'zh' }));
});

function posted(offer: string): FormData {
  const form = new FormData();
  form.set('offer', offer);
  return form;
}

async function html(node: ReactNode, lang: 'en' | 'zh'): Promise<string> {
  const stream = await renderToReadableStream(
    <QueryClientProvider client={makeQueryClient({ server: true })}>
      <ApiClientProvider client={createApiClient({ country: 'hk', lang })}>
        <TranslationsProvider lang={lang} resources={{ bag: lang === 'en' ? enBag : zhBag }}>
          {node}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** An offer as the API sends it: its title in English, whatever the language. */
const PERK: BeautyPassOffer = {
  key: 'ten_percent_off',
  title: '10% off your bag',
  currencySymbol: 'HK$',
  minimumSpend: { amount: 5000, currency: 'HKD' },
  amountOff: null,
  validUntil: '2026-12-31',
  automatic: false,
  selected: false,
  eligible: false,
};

describe('choosing a Beauty Pass offer', () => {
  it('takes the choice through the API, then renders the bag again', async () => {
    vi.mocked(selectBeautyPassOffer).mockResolvedValue({} as CartResponse);
    expect(await chooseBeautyPassOffer('sg', 'en', {}, posted('ten_percent_off'))).toEqual({
      chosen: 'ten_percent_off',
    });
    expect(selectBeautyPassOffer).toHaveBeenCalledWith(expect.anything(), 'ten_percent_off');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await chooseBeautyPassOffer('sg', 'en', {}, posted('none'))).toEqual({ chosen: null });
    expect(selectBeautyPassOffer).toHaveBeenLastCalledWith(expect.anything(), null);
  });

  it("names an offer that is gone with the bag's 'Offer not found', leaving the bag as it was", async () => {
    vi.mocked(selectBeautyPassOffer).mockRejectedValue(
      new ApiError({ kind: 'http', status: 404, code: 'offer_not_found', message: 'Offer not found' }),
    );
    expect(await chooseBeautyPassOffer('sg', 'en', {}, posted('spring_voucher'))).toEqual({
      failure: 'bag:errors.offer_not_found',
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refuses a post without a choice before calling the API', async () => {
    expect(await chooseBeautyPassOffer('sg', 'en', {}, new FormData())).toEqual({
      failure: 'bag:errors.offer_not_found',
    });
    expect(selectBeautyPassOffer).not.toHaveBeenCalled();
  });
});

describe('the Beauty Pass offers in the server HTML', () => {
  it('shows a guest what members get, and the way to sign in and come back to the bag', async () => {
    vi.mocked(hasSessionCookie).mockResolvedValue(false);
    const english = await html(await BeautyPassOffers({ country: 'hk', lang: 'en' }), 'en');
    expect(english).toContain('Members get 10% off a bag of HK$50.00 or more');
    expect(english).toContain('href="/sign_in?return_to=%2Fcart"');
    const chinese = await html(await BeautyPassOffers({ country: 'hk', lang: 'zh' }), 'zh');
    expect(chinese).toContain('會員購物滿');
    expect(chinese).toContain('href="/sign_in?return_to=%2Fcart&amp;language=zh"');
    expect(getBeautyPassOffers).not.toHaveBeenCalled();
  });

  it('shows a member each offer in the page’s language, with its minimum spend and validity', async () => {
    vi.mocked(hasSessionCookie).mockResolvedValue(true);
    vi.mocked(getBeautyPassOffers).mockResolvedValue([PERK]);
    const chinese = await html(await BeautyPassOffers({ country: 'hk', lang: 'zh' }), 'zh');
    expect(chinese).toContain('購物袋 10% 折扣');
    expect(chinese).toContain('最低消費');
    expect(chinese).toContain('HK$50.00');
    expect(chinese).toContain('有效期至 2026');
    expect(chinese).not.toContain('10% off your bag');
    expect(chinese).toContain('name="offer"');
  });

  it('names a voucher with what it takes off, in the page’s language', async () => {
    vi.mocked(hasSessionCookie).mockResolvedValue(true);
    const birthday: BeautyPassOffer = {
      ...PERK,
      key: 'birthday_voucher',
      title: 'Birthday voucher',
      minimumSpend: { amount: 0, currency: 'HKD' },
      amountOff: { amount: 9000, currency: 'HKD' },
    };
    vi.mocked(getBeautyPassOffers).mockResolvedValue([PERK, birthday]);
    const chinese = await html(await BeautyPassOffers({ country: 'hk', lang: 'zh' }), 'zh');
    expect(chinese).toContain('生日禮券：減 HK$90.00');
    expect(chinese).not.toContain('Birthday voucher');
    const english = await html(await BeautyPassOffers({ country: 'hk', lang: 'en' }), 'en');
    expect(english).toContain('Birthday voucher: HK$90.00 off');
    expect(english).toContain('No minimum spend');
  });
});
