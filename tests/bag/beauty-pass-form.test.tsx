// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BeautyPassForm, type BeautyPassAction, type OfferChoice } from '@/components/bag/beauty-pass-form';
import type { BeautyPassFormState } from '@/components/bag/beauty-pass-state';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { queryKeys } from '@/lib/api/query-keys';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import enBag from '@/locales/en/bag.json';
import enErrors from '@/locales/en/errors.json';
import thBag from '@/locales/th/bag.json';
import thErrors from '@/locales/th/errors.json';
import { answer, cart, line } from './fixtures';

const RESOURCES = { en: { bag: enBag, errors: enErrors }, th: { bag: thBag, errors: thErrors } };

/** The member's offers as the server writes them (the facts already in the page's language). */
const OFFERS: OfferChoice[] = [
  {
    key: 'ten_percent_off',
    title: '10% off your bag',
    facts: ['Minimum spend S$50.00', 'Valid till 31 Dec 2026'],
    minimumSpend: 5000,
    automatic: false,
  },
];

function renderForm(lang: 'en' | 'th', action: BeautyPassAction, subtotal: number, chosen: string | null = null) {
  const queryClient = makeQueryClient({ server: false });
  const bag = cart([line({ unitPrice: { amount: subtotal, currency: 'SGD' } })], { beautyPassOffer: chosen });
  queryClient.setQueryData(queryKeys.bag('sg', lang), answer(bag));
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang })}>
        <TranslationsProvider lang={lang} resources={RESOURCES[lang]}>
          <BeautyPassForm action={action} offers={OFFERS} country="sg" lang={lang} />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('the Beauty Pass offers of the bag', () => {
  it('shows each offer with its minimum spend and validity, and what the bag still lacks', () => {
    renderForm('en', vi.fn<BeautyPassAction>(), 3000);
    const offer = screen.getByTestId('beauty-pass-offer-ten_percent_off');
    expect(within(offer).getByRole('radio', { name: /10% off your bag/ })).not.toBeChecked();
    expect(offer).toHaveTextContent('Minimum spend S$50.00');
    expect(offer).toHaveTextContent('Valid till 31 Dec 2026');
    expect(offer).toHaveTextContent('Spend S$20.00 more to use it');
    expect(screen.getByRole('radio', { name: 'No offer' })).toBeChecked();
  });

  it('chooses an offer through the server action, checked with the API’s schema first', async () => {
    const action = vi.fn<BeautyPassAction>(async (_previous, form) => ({ chosen: String(form.get('offer')) }));
    renderForm('en', action, 6000);
    expect(screen.getByTestId('beauty-pass-offer-ten_percent_off')).not.toHaveTextContent('more to use it');
    await userEvent.click(screen.getByRole('radio', { name: /10% off your bag/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply offer' }));
    expect(await screen.findByText('Your offer is applied to this order')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]?.[1].get('offer')).toBe('ten_percent_off');
  });

  it('says in Thai why the bag refused the offer, never in the API’s English', async () => {
    const refused: BeautyPassFormState = { failure: 'bag:errors.offer_minimum_spend' };
    renderForm(
      'th',
      vi.fn<BeautyPassAction>(async () => refused),
      3000,
    );
    await userEvent.click(screen.getByTestId('beauty-pass-offer-ten_percent_off'));
    await userEvent.click(screen.getByRole('button', { name: thBag.beautyPass.apply }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(thBag.errors.offer_minimum_spend);
    expect(alert).not.toHaveTextContent('minimum spend');
  });

  it('shows the offer the bag has as chosen', () => {
    renderForm('en', vi.fn<BeautyPassAction>(), 6000, 'ten_percent_off');
    expect(screen.getByRole('radio', { name: /10% off your bag/ })).toBeChecked();
  });
});
