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
import type { Order } from '@/lib/api/contract';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/lib/api/react';
import { TranslationsProvider } from '@/lib/i18n/client';
import bag from '@/locales/en/bag.json';
import checkout from '@/locales/en/checkout.json';
import errors from '@/locales/en/errors.json';
import orders from '@/locales/en/orders.json';
import { API_BASE, cart } from '../bag/fixtures';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn() }), usePathname: () => '/orders/7' }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => replace.mockReset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Providers({ children, country = 'sg' }: { children: ReactNode; country?: 'sg' | 'th' }) {
  return (
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country, lang: 'en' })}>
        <TranslationsProvider lang="en" resources={{ bag, checkout, errors, orders }}>
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
    costSummary: cart().costSummary,
    ...over,
  };
}

function renderOrder(data: Order, variant: Order['pageVariant'] | null = null, country: 'sg' | 'th' = 'sg') {
  let current = data;
  server.use(http.get(`${API_BASE()}/orders/7`, () => HttpResponse.json({ data: current })));
  render(
    <Providers country={country}>
      <OrderView
        orderId={7}
        variant={variant}
        country={country}
        lang="en"
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
    expect(await screen.findByText('Thank you for your order')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('HBSG00000007');
    expect(screen.getByText('Card ending in 4242')).toBeInTheDocument();
    expect(screen.getByTestId('pickup-message')).toHaveTextContent('Your order is ready for pickup');
    expect(screen.getByText('+65 91234501')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
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
        expect(await request.json()).toEqual({ payment: { method: 'card', cardNumber: '4242 4242 4242 4242' } });
        return HttpResponse.json({ data: order() });
      }),
    );
    expect(await screen.findByText("Your payment didn't go through")).toBeInTheDocument();
    expect(screen.getByText('Reason: Your card was declined.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('retry-payment'));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid card number');
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByTestId('retry-payment'));
    expect(await screen.findByText('Thank you for your order')).toBeInTheDocument();
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
    expect(screen.getByTestId('qr-payload')).toHaveTextContent('000201PAYLOAD');
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
