import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, users } from '@/backend/db/schema';
import { isBirthdayMonth } from '@/backend/rules/loyalty';
import { setCommerceClock } from '@/backend/shared/clock';
import { cartResponseSchema, orderResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { sellableVariants } from '../bag/helpers';
import { addToBag, createMembers, order } from '../concurrency/support';

let t: TestApp;
let restoreClock: (() => void) | undefined;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 120_000);
afterEach(() => restoreClock?.());
afterAll(async () => {
  await t.close();
});

const NOW = new Date('2026-11-26T09:00:00Z');

describe('birthday points', () => {
  it('knows the birthday month by the calendar the perks use', () => {
    expect(isBirthdayMonth('1990-11-03', NOW)).toBe(true);
    expect(isBirthdayMonth('1990-12-01', NOW)).toBe(false);
    expect(isBirthdayMonth(null, NOW)).toBe(false);
    expect(isBirthdayMonth('not a date', NOW)).toBe(false);
  });

  it('a member in their birthday month sees and earns double points; another member earns the usual', async () => {
    restoreClock = setCommerceClock({ now: () => NOW });
    const [birthday, usual] = await createMembers(t, 2);
    await t.db.update(users).set({ dateOfBirth: '1994-11-18' }).where(eq(users.id, birthday!.id));
    await t.db.update(users).set({ dateOfBirth: '1994-05-18' }).where(eq(users.id, usual!.id));
    const [item] = await sellableVariants(t, { country: 'sg', limit: 1 });

    const earned: number[] = [];
    for (const member of [birthday!, usual!]) {
      const bag = cartResponseSchema.parse(await (await addToBag(t, member.jar, item!.variantId, 1)).json());
      const placed = orderResponseSchema.parse(await (await order(t, member.jar, { country: 'sg' })).json()).data;
      expect(placed.status).toBe('paid');
      // The bag said what the order earns.
      expect(placed.costSummary.pointsEarned).toBe(bag.data.costSummary.pointsEarned);
      const [entry] = await t.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, member.id), eq(pointsLedger.orderId, placed.id)));
      expect(entry).toMatchObject({
        source: 'purchase_points_with_order_number',
        points: placed.costSummary.pointsEarned,
      });
      earned.push(placed.costSummary.pointsEarned);
    }
    expect(earned[1]).toBeGreaterThan(0);
    expect(earned[0]).toBe(earned[1]! * 2);
  });
});
