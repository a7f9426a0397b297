// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CostSummary, FreeShippingProgress } from '@/components/bag/cost-summary';
import type { CostSummary as Summary } from '@/contract';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { Language } from '@/lib/site';
import enBag from '@/locales/en/bag.json';
import thBag from '@/locales/th/bag.json';
import { cart, line } from './fixtures';

const thb = (amount: number) => ({ amount, currency: 'THB' });

/** A member's summary as the API sends it: its discount labels are English whatever the language. */
function summary(): Summary {
  const base = cart([line({ unitPrice: thb(200000), price: thb(200000) })]).costSummary;
  return {
    ...base,
    discounts: [
      { kind: 'staff_discount', label: 'Staff discount', amount: thb(60000) },
      { kind: 'promo', label: 'SAVE20', amount: thb(10000) },
      { kind: 'ten_percent_off', label: '10% off', amount: thb(13000) },
    ],
  };
}

function Summary({ lang }: { lang: Language }) {
  const { t } = useTranslation('bag');
  return <CostSummary summary={summary()} country="th" lang={lang} bnplProviders={[]} t={t} />;
}

function renderIn(lang: 'en' | 'th') {
  render(
    <TranslationsProvider lang={lang} resources={{ bag: lang === 'en' ? enBag : thBag }}>
      <Summary lang={lang} />
    </TranslationsProvider>,
  );
  return screen.getByTestId('cost-summary');
}

describe('the discounts of the cost summary', () => {
  it('names each discount in English on an English page, and a promo by its code', () => {
    const shown = renderIn('en');
    expect(shown).toHaveTextContent('Discount · Staff discount');
    expect(shown).toHaveTextContent('Discount · SAVE20');
    expect(shown).toHaveTextContent('Discount · 10% off');
  });

  it('names them in Thai on a Thai page, never in the API’s English', () => {
    const shown = renderIn('th');
    expect(shown).toHaveTextContent('ส่วนลดพนักงาน');
    expect(shown).toHaveTextContent('ลด 10%');
    expect(shown).toHaveTextContent('SAVE20');
    expect(shown).not.toHaveTextContent('Staff discount');
    expect(shown).not.toHaveTextContent('10% off');
  });
});

describe('free shipping for a Beauty Pass Gold member', () => {
  function Progress({ lang, remaining }: { lang: Language; remaining: number }) {
    const { t } = useTranslation('bag');
    const base = summary();
    const gold: Summary = {
      ...base,
      freeShipping: { threshold: thb(25000), remaining: thb(remaining), qualified: remaining === 0, privilege: 'gold' },
    };
    return <FreeShippingProgress summary={gold} country="th" lang={lang} t={t} />;
  }

  it.each([
    ['en', 5000, 'Gold members ship free from ฿250.00: spend ฿50.00 more'],
    ['en', 0, 'Free shipping: a Beauty Pass Gold privilege'],
    ['th', 5000, 'สมาชิก Gold จัดส่งฟรีเมื่อซื้อครบ ฿250.00: ซื้อเพิ่มอีก ฿50.00'],
    ['th', 0, 'จัดส่งฟรี: สิทธิพิเศษของสมาชิก Beauty Pass Gold'],
  ] as const)('says Gold’s threshold, or that Gold ships free (%s, %i left)', (lang, remaining, text) => {
    render(
      <TranslationsProvider lang={lang} resources={{ bag: lang === 'en' ? enBag : thBag }}>
        <Progress lang={lang} remaining={remaining} />
      </TranslationsProvider>,
    );
    expect(screen.getByTestId('free-shipping')).toHaveTextContent(text);
  });
});
