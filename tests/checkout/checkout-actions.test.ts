// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeOrderWithForm } from '@/components/checkout/checkout-actions';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { hasSessionCookie } from '../account/browser-action-api';
import { answer, API_BASE, cart, line } from '../bag/fixtures';
import { ORDER } from './order-fixture';

// The action runs with the browser's API client, answered by MSW; the request's cookies are the test's.
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
const cookie = vi.fn<(name: string) => { value: string } | undefined>(() => undefined);
vi.mock('next/headers', () => ({ cookies: async () => ({ get: cookie }) }));
const redirect = vi.fn((to: string) => {
  throw new Error(`redirect ${to}`);
});
vi.mock('next/navigation', () => ({ redirect: (to: string) => redirect(to) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.mocked(hasSessionCookie).mockResolvedValue(true);
  cookie.mockReset();
  redirect.mockClear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const KEY = 'attempt-key-0123456789';
const THAI = {
  deliveryType: 'delivery',
  name: 'Malee Chaiyo',
  line1: '1 Sukhumvit Road',
  city: 'Bangkok',
  postalCode: '10110',
  phone: '081 234 5678',
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardHolder: 'Malee Chaiyo',
  saveAddress: 'on',
};

function post(fields: Record<string, string>, scripted = true): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (scripted) {
    form.set(SCRIPTED_FIELD, '1');
    form.set('key', KEY);
  }
  return form;
}

/** The bag the action reads, and the orders it places (key and body). */
function api(bag = cart([line()])) {
  const placed: Array<{ key: string | null; body: unknown }> = [];
  server.use(
    http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(bag))),
    http.post(`${API_BASE()}/orders`, async ({ request }) => {
      placed.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
      return HttpResponse.json({ data: ORDER }, { status: 201 });
    }),
  );
  return placed;
}

describe('placing an order through the checkout’s action', () => {
  it('refuses a four-digit Thai postal code, keeping what was typed but the card', async () => {
    const placed = api();
    const state = await placeOrderWithForm('th', 'th', {}, post({ ...THAI, postalCode: '1011' }, false));
    expect(placed).toEqual([]);
    expect(state.fieldErrors).toEqual({ postalCode: 'postalCode' });
    expect(state.values).toMatchObject({ line1: '1 Sukhumvit Road', postalCode: '1011', cardHolder: 'Malee Chaiyo' });
    for (const secret of ['cardNumber', 'cardExpiry', 'cardCvc']) expect(state.values).not.toHaveProperty(secret);
  });

  it('places a plain post under a fresh key with the fraud token, and goes to the order', async () => {
    const placed = api();
    cookie.mockImplementation((name) => (name === 'forterToken' ? { value: 'ftr-token.1' } : undefined));
    await expect(placeOrderWithForm('th', 'th', {}, post(THAI, false))).rejects.toThrow(
      'redirect /orders/41/confirmation',
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed[0]!.body).toMatchObject({
      delivery: { type: 'delivery', recipient: { mobile: { callingCode: '66', phoneNumber: '812345678' } } },
      saveAddress: true,
      fraudToken: 'ftr-token.1',
    });
  });

  it('answers the script with the order, placed under its attempt’s key', async () => {
    const placed = api();
    const state = await placeOrderWithForm('th', 'th', {}, post(THAI));
    expect(state.order).toMatchObject({ id: ORDER.id, number: ORDER.number, pageVariant: 'confirmation' });
    expect(placed.map((order) => order.key)).toEqual([KEY]);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('reads from the server who orders and what the bag allows, not from the post', async () => {
    // A guest gives an e-mail address, whatever the form says.
    vi.mocked(hasSessionCookie).mockResolvedValue(false);
    api();
    expect((await placeOrderWithForm('th', 'th', {}, post(THAI))).fieldErrors).toEqual({ email: 'email' });

    // A line collected in store only: the order is collected, so the store is asked for.
    vi.mocked(hasSessionCookie).mockResolvedValue(true);
    api(cart([line({ clickAndCollectOnly: true })]));
    expect((await placeOrderWithForm('th', 'th', {}, post(THAI))).fieldErrors).toEqual({
      storeSlug: 'store',
      pickupDate: 'pickupDate',
      pickupTime: 'pickupTime',
    });
  });

  it('asks no card when a gift card pays it all', async () => {
    const paid = cart([line()]);
    paid.costSummary = {
      ...paid.costSummary,
      total: { amount: 0, currency: 'SGD' },
      giftCardAmount: { amount: 3000, currency: 'SGD' },
    };
    const placed = api(paid);
    // The page shows no card fields then: the post has none.
    const noCard = Object.fromEntries(Object.entries(THAI).filter(([name]) => !name.startsWith('card')));
    expect((await placeOrderWithForm('th', 'th', {}, post(noCard))).order).toBeDefined();
    expect(placed[0]!.body).toMatchObject({ payment: { method: 'card' } });
    expect(placed[0]!.body).not.toHaveProperty('payment.cardNumber');
  });

  it('says in the checkout’s words why the API refused, keeping the form', async () => {
    server.use(
      http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(cart([line()])))),
      http.post(`${API_BASE()}/orders`, () =>
        HttpResponse.json({ error: { code: 'empty_bag', message: 'x' } }, { status: 422 }),
      ),
    );
    const state = await placeOrderWithForm('th', 'th', {}, post(THAI));
    expect(state.errorKey).toBe('checkout:errors.empty_bag');
    expect(state.values).toMatchObject({ name: 'Malee Chaiyo' });
  });

  it('refuses a country and language the store does not have before anything else', async () => {
    const placed = api();
    await expect(placeOrderWithForm('th', 'zh' as never, {}, post(THAI))).rejects.toThrow();
    expect(placed).toEqual([]);
  });
});
