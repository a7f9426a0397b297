import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesEarning } from '@/backend/seed/demo-orders';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import { orderListResponseSchema, orderResponseSchema, pointsHistoryResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { signIn } from '../bag/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
});
afterAll(async () => {
  await t.close();
});

describe('the demo members’ orders', () => {
  it('back every order a points history names with a paid order that earned those points', async () => {
    for (const email of ['black@demo.halcyonbeauty.test', 'gold@demo.halcyonbeauty.test']) {
      const member = await signIn(
        t,
        DEMO_MEMBERS.findIndex((demo) => demo.email === email),
      );
      const history = pointsHistoryResponseSchema.parse(
        await (await t.request('/account/points?per_page=50', { jar: member })).json(),
      );
      const named = history.data.filter((entry) => entry.orderNumber !== null);
      expect(named.length, email).toBeGreaterThan(0);
      const list = orderListResponseSchema.parse(await (await t.request('/orders', { jar: member })).json());
      for (const entry of named) {
        const listed = list.data.find((order) => order.number === entry.orderNumber);
        expect(listed, `${email}: ${entry.orderNumber}`).toMatchObject({ status: 'paid', id: entry.orderId });
        const order = orderResponseSchema.parse(
          await (await t.request(`/orders/${entry.orderId}`, { jar: member })).json(),
        );
        expect(order.data.costSummary.pointsEarned).toBe(entry.points);
        expect(order.data.lines.length).toBeGreaterThan(0);
        expect(order.data.createdAt).toBe(entry.createdAt);
      }
    }
  });

  it('finds lines whose subtotal earns exactly the points asked for, or says it cannot', () => {
    const brand = { id: 1, slug: 'b', name: 'B', isHouseBrand: false };
    const candidate = (id: number, unitPrice: number) => ({
      variantId: id,
      variantName: '30 ml',
      productId: id,
      name: `P${id}`,
      brand,
      unitPrice,
    });
    const pool = [candidate(1, 9_900), candidate(2, 4_550), candidate(3, 1_200)];
    for (const points of [12, 45, 57, 99, 156]) {
      const lines = linesEarning(points, pool);
      const subtotal = lines.reduce((sum, line) => sum + line.candidate.unitPrice * line.quantity, 0);
      expect(Math.floor(subtotal / 100), String(points)).toBe(points);
      expect(lines.every((line) => line.quantity >= 1 && line.quantity <= 3)).toBe(true);
    }
    expect(() => linesEarning(157, pool)).toThrow('no demo order earns exactly 157 points');
  });
});
