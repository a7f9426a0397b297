// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GiftWithPurchaseCard } from '@/components/bag/gift-with-purchase';
import { createApiClient } from '@/lib/api/client';
import type { GiftWithPurchase } from '@/contract';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';

const gift: GiftWithPurchase = {
  id: 1,
  title: 'Choose 2 free gifts',
  promoCode: null,
  brand: null,
  minimumSpend: { amount: 8000, currency: 'SGD' },
  maxSelectable: 2,
  noOfSelected: 0,
  qualified: false,
  perk: null,
  items: [],
};

describe('a gift with purchase the bag has not reached', () => {
  it.each([
    ['en', 'Unlocks when your bag reaches S$80.00'],
    ['zh', '購物袋滿 S$80.00 即可領取'],
  ] as const)('says what the bag must reach, whatever the number of gifts (%s)', async (lang, sentence) => {
    render(
      <QueryClientProvider client={makeQueryClient({ server: false })}>
        <ApiClientProvider client={createApiClient({ country: 'sg', lang })}>
          <TranslationsProvider
            lang={lang}
            resources={await pickMessages(lang, { bag: ['gift'], errors: ['generic'] })}
          >
            <GiftWithPurchaseCard gift={gift} country="sg" lang={lang} defaultLang="en" announce={() => {}} />
          </TranslationsProvider>
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    const card = screen.getByTestId('gwp');
    expect(card).toHaveTextContent(sentence);
    expect(card).not.toHaveTextContent(/this gift|此贈品/);
  });
});
