import { describe, expect, it } from 'vitest';
import {
  createMemberInput,
  expirePointsInput,
  faultInput,
  orderStateInput,
  parseForm,
  qaSignInInput,
  settleInput,
  updateMemberInput,
} from '@/components/sandbox/action-inputs';
import { ORDER_FIXTURE_SLUGS } from '@/components/sandbox/pages';
import { orderFixture } from '@/components/sandbox/order-fixtures';
import { orderSchema } from '@/contract/orders';
import en from '@/locales/en/sandbox.json';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  // Next adds its own fields to a posted form; they are not input.
  data.set('$ACTION_ID_abc', '');
  return data;
}

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('sandbox action inputs', () => {
  it('takes a well-formed member and keeps what was typed', () => {
    const parsed = parseForm(
      createMemberInput,
      form({ email: ' QA@Example.test ', firstName: '', loyaltyTier: 'gold', loyaltyPoints: '2400', isEmployee: 'on' }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toEqual({
      email: 'QA@Example.test',
      firstName: undefined,
      loyaltyTier: 'gold',
      loyaltyPoints: 2400,
      isEmployee: true,
    });
    expect(parsed.values).toMatchObject({ loyaltyTier: 'gold', loyaltyPoints: '2400' });
    expect(parsed.values).not.toHaveProperty('$ACTION_ID_abc');
  });

  it('names each bad field with a key the sandbox namespace translates', () => {
    const cases = [
      [
        createMemberInput,
        { email: 'not-an-email', loyaltyTier: 'platinum', loyaltyPoints: '-3' },
        ['email', 'loyaltyTier', 'loyaltyPoints'],
      ],
      [updateMemberInput, { id: 'x', loyaltyTier: 'white', loyaltyPoints: '1e9' }, ['id', 'loyaltyPoints']],
      [
        faultInput,
        { latencyMs: '99999', errorRate: '1.5', malformedRate: 'a', force401Rate: '0', paths: '/cart, <script>' },
        ['latencyMs', 'errorRate', 'malformedRate', 'paths'],
      ],
      [expirePointsInput, { userId: 'one', asOf: '2026-13-45x' }, ['userId', 'asOf']],
      [settleInput, { orderId: '0', outcome: 'maybe' }, ['orderId', 'outcome']],
      [orderStateInput, { country: 'us', state: 'refunded' }, ['country', 'state']],
      [qaSignInInput, { credential: '   ' }, ['credential']],
    ] as const;
    for (const [schema, values, fields] of cases) {
      const parsed = parseForm(schema, form(values));
      expect(parsed.ok, JSON.stringify(values)).toBe(false);
      if (parsed.ok) continue;
      expect(Object.keys(parsed.errors).sort()).toEqual([...fields].sort());
      for (const key of Object.values(parsed.errors)) {
        expect(typeof lookup(key), key).toBe('string');
      }
      expect(parsed.values).toMatchObject(values);
    }
  });

  it('reads the fault switch form into the API contract', () => {
    const parsed = parseForm(
      faultInput,
      form({ latencyMs: '250', errorRate: '0.5', malformedRate: '0', force401Rate: '1', paths: ' /cart , /orders ,' }),
    );
    expect(parsed.ok && parsed.data).toEqual({
      latencyMs: 250,
      errorRate: 0.5,
      malformedRate: 0,
      force401Rate: 1,
      paths: ['/cart', '/orders'],
    });
  });
});

describe('order fixtures', () => {
  it('are orders the contract accepts, each in its named country and state', () => {
    for (const slug of ORDER_FIXTURE_SLUGS) {
      const { order, country } = orderFixture(slug);
      expect(orderSchema.parse(order)).toEqual(order);
      expect(slug.endsWith(`-${country}`)).toBe(true);
      expect(order.country).toBe(country.toUpperCase());
    }
    expect(orderFixture('payment-failed-hk').order.pageVariant).toBe('payment_failed');
    expect(orderFixture('payment-blocked-nz').order.status).toBe('payment_blocked');
    expect(orderFixture('payment-pending-th').order.payment.qr?.payload).toMatch(/^000201/);
    expect(orderFixture('payment-pending-id').order.payment.virtualAccount).not.toBeNull();
  });
});
