// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { RetryPayment } from '@/components/orders/retry-payment';
import type { RetryFormState } from '@/components/orders/retry-state';
import type { Order } from '@/contract';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import enOrders from '@/locales/en/orders.json';
import idBag from '@/locales/id/bag.json';
import idCheckout from '@/locales/id/checkout.json';
import idErrors from '@/locales/id/errors.json';
import idOrders from '@/locales/id/orders.json';
import { cart } from '../bag/fixtures';

// The server action, the form's only write: what it was posted and what it answers.
const retryPaymentWithForm = vi.hoisted(() =>
  vi.fn<
    (country: string, lang: string, id: number, previous: RetryFormState, form: FormData) => Promise<RetryFormState>
  >(),
);
vi.mock('@/components/orders/retry-actions', () => ({ retryPaymentWithForm }));

const FAILED: Order = {
  id: 7,
  number: 'HBID00000007',
  createdAt: '2026-11-21T06:00:00.000Z',
  country: 'id',
  status: 'payment_failed',
  pageVariant: 'payment_failed',
  delivery: {
    type: 'click_and_collect',
    store: { slug: 'id-senayan', name: 'Senayan', address: 'Jl. Asia Afrika' },
    pickupDate: '2026-11-23',
    pickupTime: '14:00',
    recipient: { name: 'Wren Tan', mobile: { callingCode: '62', phoneNumber: '81234501' } },
    holdUntil: '2026-11-30T14:00:00.000Z',
    pickupMessage: 'x',
  },
  payment: {
    method: 'card',
    status: 'failed',
    attempts: 1,
    cardLast4: '0002',
    amount: { amount: 350000, currency: 'IDR' },
    qr: null,
    virtualAccount: null,
    failureReason: 'card_declined',
  },
  lines: [],
  promoCode: 'WELCOME10',
  guestEmail: null,
  registration: null,
  costSummary: cart().costSummary,
};

function Retry() {
  const { t } = useTranslation(['orders', 'bag', 'errors']);
  return <RetryPayment order={FAILED} t={t} methods={['card', 'virtual_account']} bnplProviders={[]} />;
}

function renderRetry() {
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'id', lang: 'id' })}>
        <TranslationsProvider
          lang="id"
          resources={{ orders: idOrders, checkout: idCheckout, bag: idBag, errors: idErrors }}
        >
          <Retry />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('paying an order again, in Indonesian', () => {
  beforeEach(() => retryPaymentWithForm.mockReset());

  it('sends the card to its action from its script, and says the refusal and the rule it broke on the alert', async () => {
    retryPaymentWithForm.mockResolvedValue({
      errorKey: 'orders:errors.promotion_invalid',
      hintKey: 'orders:errors.promoHints.expired',
      method: 'card',
      cardHolder: 'Wren Tan',
    });
    const user = renderRetry();
    await user.type(screen.getByLabelText(idCheckout.payment.cardNumber), '4242424242424242');
    await user.type(screen.getByLabelText(idCheckout.payment.cardExpiry), '1239');
    await user.type(screen.getByLabelText(idCheckout.payment.cardCvc), '123');
    await user.type(screen.getByLabelText(idCheckout.payment.cardHolder), 'Wren Tan');
    await user.click(screen.getByRole('button', { name: idOrders.failed.retry }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(idOrders.errors.promotion_invalid);
    expect(alert).toHaveTextContent(idOrders.errors.promoHints.expired);
    expect(alert).not.toHaveTextContent(enOrders.errors.promotion_invalid);
    // The focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(retryPaymentWithForm).toHaveBeenCalledTimes(1);
    const [country, lang, id, , posted] = retryPaymentWithForm.mock.calls[0]!;
    expect([country, lang, id]).toEqual(['id', 'id', 7]);
    expect({
      method: posted.get('method'),
      cardNumber: posted.get('cardNumber'),
      cardExpiry: posted.get('cardExpiry'),
      cardCvc: posted.get('cardCvc'),
      cardHolder: posted.get('cardHolder'),
      scripted: posted.get(SCRIPTED_FIELD),
    }).toEqual({
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/39',
      cardCvc: '123',
      cardHolder: 'Wren Tan',
      scripted: '1',
    });
    expect(posted.get('key')).toMatch(/\S{16,}/);

    // The same payment again is the same attempt: the same key.
    await user.click(screen.getByRole('button', { name: idOrders.failed.retry }));
    await vi.waitFor(() => expect(retryPaymentWithForm).toHaveBeenCalledTimes(2));
    expect(retryPaymentWithForm.mock.calls[1]![4].get('key')).toBe(posted.get('key'));
  });

  it('refuses a card it cannot pay with in the browser, with the same message, sending nothing', async () => {
    const user = renderRetry();
    await user.type(screen.getByLabelText(idCheckout.payment.cardNumber), '4242424242424241');
    await user.click(screen.getByRole('button', { name: idOrders.failed.retry }));
    expect(await screen.findByRole('alert')).toHaveTextContent(idCheckout.validation.summary);
    const number = screen.getByLabelText(idCheckout.payment.cardNumber);
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(`Visa ${idCheckout.validation.cardNumber}`);
    expect(screen.getByLabelText(idCheckout.payment.cardExpiry)).toHaveAccessibleDescription(
      idCheckout.validation.required,
    );
    expect(retryPaymentWithForm).not.toHaveBeenCalled();
  });

  it('pays by another method with the method alone', async () => {
    retryPaymentWithForm.mockResolvedValue({ errorKey: 'errors:unavailable', method: 'virtual_account' });
    const user = renderRetry();
    await user.click(
      screen.getByRole('radio', { name: (name) => name.startsWith(idCheckout.payment.virtual_account) }),
    );
    expect(screen.queryByLabelText(idCheckout.payment.cardNumber)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: idOrders.failed.retry }));
    expect(await screen.findByRole('alert')).toHaveTextContent(idErrors.unavailable);
    const posted = retryPaymentWithForm.mock.calls[0]![4];
    expect(posted.get('method')).toBe('virtual_account');
    expect(posted.has('cardNumber')).toBe(false);
  });
});
