// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderList } from '@/components/orders/order-list';
import { OrderView } from '@/components/orders/order-view';
import { createApiClient } from '@/lib/api/client';
import type { Order } from '@/contract';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import bag from '@/locales/en/bag.json';
import checkout from '@/locales/en/checkout.json';
import errors from '@/locales/en/errors.json';
import orders from '@/locales/en/orders.json';
import zhBag from '@/locales/zh/bag.json';
import zhCheckout from '@/locales/zh/checkout.json';
import zhErrors from '@/locales/zh/errors.json';
import zhOrders from '@/locales/zh/orders.json';
import { API_BASE, cart } from '../bag/fixtures';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn() }), usePathname: () => '/orders/7' }));
// The retry's server action runs for real, with the browser's API client (answered by MSW).
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => replace.mockReset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const RESOURCES = {
  en: { bag, checkout, errors, orders },
  zh: { bag: zhBag, checkout: zhCheckout, errors: zhErrors, orders: zhOrders },
};

function Providers({
  children,
  country = 'sg',
  lang = 'en',
}: {
  children: ReactNode;
  country?: 'sg' | 'th' | 'hk';
  lang?: 'en' | 'zh';
}) {
  return (
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country, lang })}>
        <TranslationsProvider lang={lang} resources={RESOURCES[lang]}>
          {children}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

function order(over: Partial<Order> = {}): Order {
  return {
    id: 7,
    number: 'HBSG00000007',
    createdAt: '2026-11-21T06:00:00.000Z',
    country: 'sg',
    status: 'paid',
    pageVariant: 'confirmation',
    delivery: {
      type: 'click_and_collect',
      store: { slug: 'sg-orchard', name: 'Orchard', address: '2 Orchard Turn' },
      pickupDate: '2026-11-23',
      pickupTime: '14:00',
      recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
      holdUntil: '2026-11-30T14:00:00.000Z',
      pickupMessage: 'Your order is ready for pickup',
    },
    payment: {
      method: 'card',
      status: 'paid',
      attempts: 1,
      cardLast4: '4242',
      amount: { amount: 3500, currency: 'SGD' },
      qr: null,
      virtualAccount: null,
      failureReason: null,
    },
    lines: [],
    promoCode: null,
    guestEmail: null,
    registration: null,
    costSummary: cart().costSummary,
    ...over,
  };
}

function renderOrder(
  data: Order,
  variant: Order['pageVariant'] | null = null,
  country: 'sg' | 'th' | 'hk' = 'sg',
  lang: 'en' | 'zh' = 'en',
) {
  let current = data;
  server.use(http.get(`${API_BASE()}/orders/7`, () => HttpResponse.json({ data: current })));
  render(
    <Providers country={country} lang={lang}>
      <OrderView
        orderId={7}
        variant={variant}
        country={country}
        lang={lang}
        defaultLang="en"
        methods={country === 'th' ? ['card', 'promptpay_qr'] : ['card']}
        bnplProviders={[]}
      />
    </Providers>,
  );
  return { set: (next: Order) => (current = next) };
}

describe('OrderView', () => {
  it('confirms a click-and-collect order with its pickup details and the calling code', async () => {
    renderOrder(order(), 'confirmation');
    expect(await screen.findByTestId('order-number')).toHaveTextContent('HBSG00000007');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Thank you for your order');
    expect(screen.getByText('Card ending in 4242')).toBeInTheDocument();
    expect(screen.getByTestId('pickup-message')).toHaveTextContent(
      'Your order will be ready for collection at the store on your pickup date. We hold paid orders for 7 days.',
    );
    expect(screen.getByText('+65 91234501')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('tells a Chinese page what the pickup state means in Chinese, not the API’s English', async () => {
    renderOrder(order({ status: 'payment_failed', pageVariant: 'payment_failed' }), 'payment_failed', 'hk', 'zh');
    await screen.findByTestId('order-failed');
    expect(screen.getByTestId('pickup-message')).toHaveTextContent('付款失敗。請重新付款以領取您的訂單。');
    expect(screen.queryByText(/Your order is ready for pickup/)).not.toBeInTheDocument();
  });

  it('moves the address to the variant the order is in', async () => {
    renderOrder(order({ status: 'payment_failed', pageVariant: 'payment_failed' }), 'confirmation');
    await screen.findByTestId('order-failed');
    expect(replace).toHaveBeenCalledWith('/orders/7/payment_failed');
  });

  it('retries a failed payment on the same order, one key per attempt', async () => {
    const keys: Array<string | null> = [];
    renderOrder(
      order({
        status: 'payment_failed',
        pageVariant: 'payment_failed',
        payment: { ...order().payment, status: 'failed', failureReason: 'card_declined' },
      }),
    );
    server.use(
      http.post(`${API_BASE()}/orders/7/payments`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(await request.json()).toEqual({
          payment: {
            method: 'card',
            cardNumber: '4242 4242 4242 4242',
            cardExpiry: '12/39',
            cardCvc: '123',
            cardHolder: 'Wren Tan',
          },
        });
        return HttpResponse.json({ data: order() });
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('Reason: Your card was declined.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('retry-payment'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Required field');
    // The first wrong field keeps the focus.
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424241');
    await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
    await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
    await userEvent.type(screen.getByLabelText('Name on card'), 'Wren Tan');
    await userEvent.click(screen.getByTestId('retry-payment'));
    await waitFor(() =>
      expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Visa Enter a valid card number'),
    );
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('retry-payment'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    // Exactly one card form on the page: the retry form is gone once paid.
    expect(screen.queryAllByLabelText('Card number')).toHaveLength(0);
    expect(keys).toHaveLength(1);
  });

  it('says a blocked payment cannot be retried', async () => {
    renderOrder(order({ status: 'payment_blocked', pageVariant: 'payment_failed' }));
    expect(await screen.findByText('This order cannot be paid again')).toBeInTheDocument();
    expect(screen.queryByTestId('retry-payment')).not.toBeInTheDocument();
  });

  it('shows PromptPay instructions and checks the payment status', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    const pending = order({
      country: 'th',
      status: 'payment_pending',
      pageVariant: 'payment_instruction',
      payment: {
        ...order().payment,
        method: 'promptpay_qr',
        status: 'pending',
        cardLast4: null,
        amount: { amount: 6400, currency: 'THB' },
        qr: { payload: '000201PAYLOAD', expiresAt },
      },
    });
    renderOrder(pending, 'payment_instruction', 'th');
    let enquiries = 0;
    server.use(
      http.post(`${API_BASE()}/orders/enquireKbankPayment`, () => {
        enquiries += 1;
        return HttpResponse.json({ data: { status: 'pending', order: pending } });
      }),
    );
    expect(await screen.findByText('Scan to pay with PromptPay')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complete your payment');
    expect(screen.getByTestId('qr-payload')).toHaveTextContent('000201PAYLOAD');
    // Beside the code: the amount, the deadline and a way to keep the image.
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('฿64.00');
    expect(screen.getByTestId('pay-deadline')).not.toBeEmptyDOMElement();
    // The time left counts down to the deadline: ten minutes, less a moment.
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(screen.getByRole('button', { name: 'Save QR image' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('qr-check'));
    expect(await screen.findByText("We haven't received your payment yet.")).toBeInTheDocument();
    expect(enquiries).toBe(1);
  });

  it('says an expired QR code has expired and gets a new one on the same order', async () => {
    const fresh = new Date(Date.now() + 15 * 60_000).toISOString();
    server.use(
      http.post(`${API_BASE()}/orders/7/payments`, async ({ request }) => {
        expect(await request.json()).toEqual({ payment: { method: 'promptpay_qr' } });
        return HttpResponse.json({
          data: order({
            status: 'payment_pending',
            pageVariant: 'payment_instruction',
            payment: {
              ...order().payment,
              method: 'promptpay_qr',
              attempts: 2,
              qr: { payload: 'NEWCODE', expiresAt: fresh },
            },
          }),
        });
      }),
    );
    renderOrder(
      order({
        status: 'payment_pending',
        pageVariant: 'payment_instruction',
        payment: {
          ...order().payment,
          method: 'promptpay_qr',
          qr: { payload: 'x', expiresAt: new Date(Date.now() - 1000).toISOString() },
        },
      }),
    );
    expect(await screen.findByText('QR code expired')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('qr-renew'));
    expect(await screen.findByTestId('qr-payload')).toHaveTextContent('NEWCODE');
  });
});

describe('the delivery estimate', () => {
  const delivered = (status: Order['status']) =>
    order({
      status,
      pageVariant: status === 'paid' ? 'confirmation' : 'payment_failed',
      delivery: {
        type: 'delivery',
        address: { line1: '1 Orchard Road', line2: '', city: 'Singapore', postalCode: '238801' },
        recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
        estimatedDelivery: { from: '2026-11-24', to: '2026-11-26' },
      } as Order['delivery'],
    });

  it('is promised for an order that will be sent, never for one whose payment expired or failed', async () => {
    renderOrder(delivered('paid'));
    expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent('–');
  });

  it.each(['payment_expired', 'payment_failed', 'cancelled'] as const)(
    'is not shown when the order is %s',
    async (status) => {
      renderOrder(delivered(status));
      expect(await screen.findByTestId('order-number')).toHaveTextContent('HBSG00000007');
      expect(screen.queryByTestId('delivery-estimate')).not.toBeInTheDocument();
      expect(screen.queryByText('Estimated delivery')).not.toBeInTheDocument();
    },
  );
});

describe('OrderList', () => {
  it('lists orders with status and total, linking to their page', async () => {
    server.use(
      http.get(`${API_BASE()}/orders`, () =>
        HttpResponse.json({
          data: [
            {
              id: 7,
              number: 'HBSG00000007',
              createdAt: '2026-11-21T06:00:00.000Z',
              country: 'sg',
              status: 'payment_pending',
              pageVariant: 'payment_instruction',
              total: { amount: 12345, currency: 'SGD' },
              itemsCount: 2,
            },
          ],
        }),
      ),
    );
    render(
      <Providers>
        <OrderList country="sg" lang="en" defaultLang="en" />
      </Providers>,
    );
    const link = await screen.findByRole('link', { name: /^HBSG00000007\b/ });
    expect(link).toHaveAttribute('href', '/orders/7/payment_instruction');
    expect(link).toHaveTextContent('Awaiting payment');
    expect(link).toHaveTextContent('S$123.45');
    await waitFor(() => expect(link).toHaveTextContent('2 items'));
    // The row's accessible name is the text it shows (axe: label-content-name-mismatch).
    expect(link).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('link', { name: /^HBSG00000007 .*2 items.*Awaiting payment.*S\$123\.45$/ })).toBe(link);
  });
});

/** A cost summary charged in another currency, with that store's tax. */
function summaryIn(currency: string, taxName: string, taxPercent: number): Order['costSummary'] {
  const base = cart().costSummary;
  const money = <M extends { amount: number; currency: string }>(m: M): M => ({ ...m, currency });
  return {
    ...base,
    subtotal: money(base.subtotal),
    discount: money(base.discount),
    discounts: base.discounts.map((d) => ({ ...d, amount: money(d.amount) })),
    priceBeforeTax: money(base.priceBeforeTax),
    taxName,
    taxPercent,
    taxAmount: money(base.taxAmount),
    shipping: money(base.shipping),
    giftCardAmount: money(base.giftCardAmount),
    total: { amount: 16110, currency },
    freeShipping: {
      ...base.freeShipping,
      threshold: money(base.freeShipping.threshold),
      remaining: money(base.freeShipping.remaining),
    },
  };
}

function renderIn(data: Order, country: 'sg' | 'th' | 'au' | 'hk') {
  server.use(http.get(`${API_BASE()}/orders/7`, () => HttpResponse.json({ data })));
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country, lang: 'en' })}>
        <TranslationsProvider lang="en" resources={{ bag, checkout, errors, orders }}>
          <OrderView
            orderId={7}
            variant={null}
            country={country}
            lang="en"
            defaultLang="en"
            methods={['card']}
            bnplProviders={[]}
          />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('an order from another store', () => {
  it.each([
    ['au', 'S$161.10'],
    ['hk', 'S$161.10'],
  ] as const)('reads in Singapore dollars in the %s store and says where it was placed', async (store, total) => {
    renderIn(order({ costSummary: summaryIn('SGD', 'GST', 9) }), store);
    expect(await screen.findByTestId('bag-total')).toHaveTextContent(total);
    expect(screen.getByTestId('order-store')).toHaveTextContent('Placed in our Singapore store');
  });

  it('keeps a New Zealand order in NZ dollars with its own GST in the Thai store', async () => {
    renderIn(
      order({
        country: 'nz',
        number: 'HBNZ00000007',
        costSummary: { ...summaryIn('NZD', 'GST', 15), total: { amount: 6400, currency: 'NZD' } },
        payment: { ...order().payment, amount: { amount: 6400, currency: 'NZD' } },
      }),
      'th',
    );
    const summary = await screen.findByTestId('cost-summary');
    expect(screen.getByTestId('bag-total')).toHaveTextContent('NZ$64.00');
    expect(summary).not.toHaveTextContent('฿');
    expect(summary).toHaveTextContent('GST (15%)');
    expect(screen.getByTestId('order-store')).toHaveTextContent('New Zealand');
  });

  it('reads in its own store without a note', async () => {
    renderIn(order(), 'sg');
    expect(await screen.findByTestId('bag-total')).toHaveTextContent('S$');
    expect(screen.queryByTestId('order-store')).not.toBeInTheDocument();
  });

  it('lists another store’s order in its own currency, naming the store', async () => {
    server.use(
      http.get(`${API_BASE()}/orders`, () =>
        HttpResponse.json({
          data: [
            {
              id: 8,
              number: 'HBNZ00000008',
              createdAt: '2026-11-21T06:00:00.000Z',
              country: 'nz',
              status: 'paid',
              pageVariant: 'confirmation',
              total: { amount: 6400, currency: 'NZD' },
              itemsCount: 1,
            },
          ],
        }),
      ),
    );
    render(
      <Providers>
        <OrderList country="th" lang="en" defaultLang="th" />
      </Providers>,
    );
    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('NZ$64.00');
    expect(row).toHaveTextContent('New Zealand store');
  });
});

describe('the order page says what happened', () => {
  it('says "order not found" for another member’s order', async () => {
    server.use(
      http.get(`${API_BASE()}/orders/7`, () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'You are not authorized to perform this action' } },
          { status: 403 },
        ),
      ),
    );
    render(
      <Providers>
        <OrderView
          orderId={7}
          variant={null}
          country="sg"
          lang="en"
          defaultLang="en"
          methods={['card']}
          bnplProviders={[]}
        />
      </Providers>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't find this order.");
  });

  it('moves the focus to the heading after arriving from the checkout, with points in the past tense', async () => {
    renderOrder(order(), 'confirmation');
    await screen.findByTestId('order-number');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByTestId('points-earned')).toHaveTextContent(/^You earned \d+ Beauty Pass points$/);
  });

  it('promises points only once a failed order is paid', async () => {
    renderOrder(order({ status: 'payment_failed', pageVariant: 'payment_failed' }));
    expect(await screen.findByTestId('points-earned')).toHaveTextContent(/once paid/);
  });

  it('gives the virtual account number large and copyable, and the steps per bank channel', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderOrder(
      order({
        country: 'id',
        status: 'payment_pending',
        pageVariant: 'payment_instruction',
        payment: {
          ...order().payment,
          method: 'virtual_account',
          status: 'pending',
          cardLast4: null,
          virtualAccount: {
            bank: 'BCA',
            accountNumber: '88080000000701',
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          },
        },
      }),
      'payment_instruction',
    );
    expect(await screen.findByTestId('va-number')).toHaveTextContent('8808 0000 0007 01');
    await userEvent.click(screen.getByTestId('va-copy'));
    expect(writeText).toHaveBeenCalledWith('88080000000701');
    expect(screen.getByTestId('va-copy')).toHaveTextContent('Copied');
    expect(screen.getByText('Virtual account number copied')).toBeInTheDocument();
    for (const channel of ['BCA ATM', 'BCA mobile banking', 'BCA internet banking']) {
      expect(screen.getByText(channel)).toBeInTheDocument();
    }
    expect(screen.getByTestId('va-channel-atm')).toHaveTextContent('Enter the virtual account number 88080000000701.');
  });
});
