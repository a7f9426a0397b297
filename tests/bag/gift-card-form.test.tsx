// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftCardForm } from '@/components/bag/gift-card-form';
import type { GiftCardFormState } from '@/components/bag/gift-card-state';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { Cart } from '@/contract';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import enBag from '@/locales/en/bag.json';
import enErrors from '@/locales/en/errors.json';
import thBag from '@/locales/th/bag.json';
import thErrors from '@/locales/th/errors.json';
import { cart } from './fixtures';

// The server action, the form's only write: what it was posted and what it answers.
const changeGiftCard = vi.hoisted(() =>
  vi.fn<(country: string, lang: string, previous: GiftCardFormState, form: FormData) => Promise<GiftCardFormState>>(),
);
vi.mock('@/components/bag/gift-card-actions', () => ({ changeGiftCard }));

const RESOURCES = { en: { bag: enBag, errors: enErrors }, th: { bag: thBag, errors: thErrors } };

function renderForm(lang: 'en' | 'th', bag: Cart = cart()) {
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang })}>
        <TranslationsProvider lang={lang} resources={RESOURCES[lang]}>
          <GiftCardForm cart={bag} country="sg" lang={lang} />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('the gift card form of the bag', () => {
  beforeEach(() => changeGiftCard.mockReset());

  it('refuses a malformed number in Thai before posting, as the server would, and keeps what was typed', async () => {
    renderForm('th');
    await userEvent.type(screen.getByLabelText(thBag.giftCard.number), '1234');
    await userEvent.type(screen.getByLabelText(thBag.giftCard.pin), '1234');
    await userEvent.click(screen.getByRole('button', { name: thBag.giftCard.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(thBag.giftCard.numberInvalid);
    expect(changeGiftCard).not.toHaveBeenCalled();
    expect(screen.getByLabelText(thBag.giftCard.number)).toHaveValue('1234');
  });

  it('posts the card to the server action and says in Thai why it was refused, never in the API’s English', async () => {
    changeGiftCard.mockResolvedValue({ failure: 'bag:errors.gift_card_invalid', number: '4000 0000 0000 0002' });
    renderForm('th');
    await userEvent.type(screen.getByLabelText(thBag.giftCard.number), '4000 0000 0000 0002');
    await userEvent.type(screen.getByLabelText(thBag.giftCard.pin), '9999');
    await userEvent.click(screen.getByRole('button', { name: thBag.giftCard.apply }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(thBag.errors.gift_card_invalid);
    expect(alert).not.toHaveTextContent(enBag.errors.gift_card_invalid);
    expect(changeGiftCard).toHaveBeenCalledTimes(1);
    const posted = changeGiftCard.mock.calls[0]?.[3];
    expect([posted?.get('intent'), posted?.get('number'), posted?.get('pin')]).toEqual([
      'add',
      '4000 0000 0000 0002',
      '9999',
    ]);
    expect(screen.getByLabelText(thBag.giftCard.number)).toHaveValue('4000 0000 0000 0002');
  });

  it('takes an applied card off through the same action, with nothing to check', async () => {
    changeGiftCard.mockResolvedValue({ removed: true });
    const bag = cart();
    renderForm('en', {
      ...bag,
      giftCard: { last4: '0002', balance: { amount: 2000, currency: 'SGD' } },
      costSummary: { ...bag.costSummary, giftCardAmount: { amount: 2000, currency: 'SGD' } },
    });
    expect(screen.getByTestId('gift-card-applied')).toHaveTextContent('0002');
    await userEvent.click(screen.getByRole('button', { name: enBag.giftCard.remove }));
    expect(changeGiftCard).toHaveBeenCalledTimes(1);
    expect(changeGiftCard.mock.calls[0]?.[3].get('intent')).toBe('remove');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
