// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { retryPaymentWithForm } from '@/components/orders/retry-actions';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';

// The action runs with the browser's API client, answered by MSW.
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;
const KEY = 'attempt-key-0123456789';

function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(SCRIPTED_FIELD, '1');
  form.set('key', KEY);
  return form;
}

const CARD = {
  method: 'card',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardHolder: 'Wren Tan',
};

describe('paying an order again through its action', () => {
  it('refuses a card its check refuses, keeping the method and the name, never the card', async () => {
    const answer = await retryPaymentWithForm('id', 'id', 7, {}, post({ ...CARD, cardNumber: '4242 4242 4242 4241' }));
    expect(answer).toEqual({
      errorKey: 'checkout:validation.summary',
      fieldErrors: { cardNumber: 'cardNumber' },
      method: 'card',
      cardHolder: 'Wren Tan',
    });
  });

  it('pays under the attempt’s key and answers the script with the order', async () => {
    const seen: Array<{ key: string | null; body: unknown }> = [];
    server.use(
      http.post(`${API}/orders/7/payments`, async ({ request }) => {
        seen.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        return HttpResponse.json(
          { error: { code: 'promotion_invalid', message: 'x', details: { hint: 'expired' } } },
          { status: 422 },
        );
      }),
    );
    const answer = await retryPaymentWithForm('id', 'id', 7, {}, post(CARD));
    expect(seen).toEqual([{ key: KEY, body: { payment: CARD } }]);
    expect(answer).toEqual({
      errorKey: 'orders:errors.promotion_invalid',
      hintKey: 'orders:errors.promoHints.expired',
      method: 'card',
      cardHolder: 'Wren Tan',
    });
  });

  it('sends another method alone, whatever card fields came with it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/orders/7/payments`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ error: { code: 'payment_not_retryable', message: 'x' } }, { status: 409 });
      }),
    );
    const answer = await retryPaymentWithForm('id', 'id', 7, {}, post({ ...CARD, method: 'virtual_account' }));
    expect(bodies).toEqual([{ payment: { method: 'virtual_account' } }]);
    expect(answer.errorKey).toBe('orders:errors.payment_not_retryable');
  });
});
