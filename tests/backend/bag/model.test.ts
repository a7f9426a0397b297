import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, productVariants, rewards, samples, users } from '@/backend/db/schema';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import { setCommerceClock } from '@/backend/shared/clock';
import { type Cart, MAX_QUANTITY_PER_ITEM } from '@/contract';
import type { CookieJar } from '../harness';
import { createTestApp, type TestApp } from '../harness';
import { cartOf, orderOf, placeOrder, sellableVariants, signIn } from './helpers';

/**
 * Random sequences of bag operations, each sometimes replayed with the same Idempotency-Key, against
 * a plain model of the bag: after every step the bag must equal the model, and the member's orders
 * must be exactly those the model placed.
 */

interface Model {
  lines: Map<number, number>;
  promo: string | null;
  samples: Set<number>;
  reward: number | null;
  orders: Set<number>;
}

interface Real {
  t: TestApp;
  jar: CookieJar;
  userId: number;
  keys: { next: number };
}

const VALID_CODES = ['WELCOME10', 'NOCREDITS'];
const CODES = [...VALID_CODES, 'welcome10', 'NOPE'];

let t: TestApp;
let jar: CookieJar;
let userId: number;
let variantIds: number[];
let sampleIds: number[];
let rewardIds: number[];
let restoreClock: () => void;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  restoreClock = setCommerceClock({ now: () => new Date('2026-03-01T00:00:00Z') });
  variantIds = (await sellableVariants(t, { limit: 5, excludeBrandSlugs: ['halcyon-collection'] })).map(
    (v) => v.variantId,
  );
  await t.db.update(productVariants).set({ stock: 1_000_000 }).where(inArray(productVariants.id, variantIds));
  sampleIds = (
    await t.db
      .select({ id: samples.id })
      .from(samples)
      .where(and(eq(samples.country, 'sg'), eq(samples.fullyRedeemed, false), sql`${samples.stock} > 0`))
      .orderBy(asc(samples.position))
      .limit(3)
  ).map((row) => row.id);
  await t.db.update(samples).set({ stock: 1_000_000 }).where(inArray(samples.id, sampleIds));
  rewardIds = (
    await t.db
      .select({ id: rewards.id })
      .from(rewards)
      .where(and(eq(rewards.country, 'sg'), eq(rewards.fullyRedeemed, false), sql`${rewards.minimumTier} is null`))
      .orderBy(asc(rewards.pointsCost))
      .limit(2)
  ).map((row) => row.id);
  jar = await signIn(t, 0);
  const [member] = await t.db.select().from(users).where(eq(users.email, DEMO_MEMBERS[0]!.email));
  userId = member!.id;
}, 120_000);
afterAll(async () => {
  restoreClock();
  await t.close();
});

function key(real: Real): string {
  real.keys.next += 1;
  return `model-${real.keys.next}`;
}

async function send(real: Real, path: string, method: string, json?: unknown, idempotencyKey?: string) {
  return real.t.request(path, {
    method,
    json,
    jar: real.jar,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}

/** Sends once, or twice with one key when `replay`; both answers must agree. */
async function sendMaybeTwice(real: Real, replay: boolean, path: string, method: string, json?: unknown) {
  const k = replay ? key(real) : undefined;
  const first = await send(real, path, method, json, k);
  const firstBody: unknown = await first.json();
  if (replay) {
    const second = await send(real, path, method, json, k);
    expect(second.status).toBe(first.status);
    if (first.status < 300) expect(await second.json()).toEqual(firstBody);
  }
  return { status: first.status, body: firstBody };
}

function emptyBag(model: Model) {
  return model.lines.size === 0;
}

/** What the shop does by itself after a change: an empty bag keeps no promo and no samples. */
function settle(model: Model) {
  if (emptyBag(model)) {
    model.promo = null;
    model.samples.clear();
  }
}

async function currentCart(real: Real): Promise<Cart> {
  return (await cartOf(await real.t.request('/cart', { jar: real.jar }))).data;
}

async function assertMatches(model: Model, real: Real) {
  const cart = await currentCart(real);
  const lines = new Map(
    cart.lineItems.filter((line) => line.type === 'product').map((line) => [line.variantId, line.quantity]),
  );
  expect(lines).toEqual(model.lines);
  expect(cart.promo?.code ?? null).toBe(model.promo);
  const chosen = new Set(
    cart.lineItems
      .filter((line) => line.type === 'sample')
      .map((line) => sampleIds[sampleVariantIndex(line.variantId)] ?? -1),
  );
  expect(chosen.size).toBe(model.samples.size);
  const reward = cart.lineItems.filter((line) => line.type === 'reward');
  expect(reward.length).toBe(model.reward === null ? 0 : 1);
  expect(cart.itemsCount).toBe([...model.lines.values()].reduce((sum, quantity) => sum + quantity, 0));
  const placed = await real.t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, real.userId));
  expect(new Set(placed.map((row) => row.id))).toEqual(model.orders);
}

let sampleVariants: number[] = [];
const sampleVariantIndex = (variantId: number) => sampleVariants.indexOf(variantId);

class AddCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly quantity: number,
    readonly replay: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const variantId = variantIds[this.index]!;
    const current = model.lines.get(variantId) ?? 0;
    const { status } = await sendMaybeTwice(real, this.replay, '/cart/line-items', 'POST', {
      variantId,
      quantity: this.quantity,
    });
    if (current + this.quantity > MAX_QUANTITY_PER_ITEM) {
      expect(status).toBe(422);
    } else {
      expect(status).toBe(201);
      model.lines.set(variantId, current + this.quantity);
    }
    await assertMatches(model, real);
  }
  toString = () => `add(${this.index}, ${this.quantity}${this.replay ? ', replayed' : ''})`;
}

async function lineIdOf(real: Real, type: string, variantId?: number): Promise<number | null> {
  const cart = await currentCart(real);
  return (
    cart.lineItems.find((line) => line.type === type && (variantId === undefined || line.variantId === variantId))
      ?.id ?? null
  );
}

class UpdateCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly quantity: number,
  ) {}
  check = (model: Readonly<Model>) => model.lines.has(variantIds[this.index]!);
  async run(model: Model, real: Real) {
    const variantId = variantIds[this.index]!;
    const id = await lineIdOf(real, 'product', variantId);
    const { status } = await sendMaybeTwice(real, false, `/cart/line-items/${id}`, 'PATCH', {
      quantity: this.quantity,
    });
    if (this.quantity > MAX_QUANTITY_PER_ITEM) expect(status).toBe(422);
    else {
      expect(status).toBe(200);
      if (this.quantity === 0) model.lines.delete(variantId);
      else model.lines.set(variantId, this.quantity);
      settle(model);
    }
    await assertMatches(model, real);
  }
  toString = () => `update(${this.index}, ${this.quantity})`;
}

class RemoveCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly index: number) {}
  check = (model: Readonly<Model>) => model.lines.has(variantIds[this.index]!);
  async run(model: Model, real: Real) {
    const variantId = variantIds[this.index]!;
    const id = await lineIdOf(real, 'product', variantId);
    expect((await send(real, `/cart/line-items/${id}`, 'DELETE')).status).toBe(200);
    model.lines.delete(variantId);
    settle(model);
    await assertMatches(model, real);
  }
  toString = () => `remove(${this.index})`;
}

class PromoCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly code: string | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (this.code === null) {
      expect((await send(real, '/cart/discount-coupon', 'DELETE')).status).toBe(200);
      model.promo = null;
    } else {
      const { status } = await sendMaybeTwice(real, false, '/cart/discount-coupon', 'POST', { code: this.code });
      const accepted =
        VALID_CODES.includes(this.code) && !emptyBag(model) && (model.promo === null || model.promo === this.code);
      expect(status).toBe(accepted ? 200 : 422);
      if (accepted) model.promo = this.code;
    }
    await assertMatches(model, real);
  }
  toString = () => `promo(${this.code ?? 'remove'})`;
}

class SamplesCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly picks: number[]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const ids = [...new Set(this.picks.map((pick) => sampleIds[pick]!))];
    const { status } = await sendMaybeTwice(real, false, '/cart/samples', 'POST', { sampleIds: ids });
    const accepted = ids.length <= 2 && (ids.length === 0 || !emptyBag(model));
    expect(status).toBe(accepted ? 200 : 422);
    if (accepted) model.samples = new Set(ids);
    await assertMatches(model, real);
  }
  toString = () => `samples(${this.picks.join(',')})`;
}

class RewardCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly remove: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    if (this.remove) {
      const id = await lineIdOf(real, 'reward');
      if (id === null) expect(model.reward).toBeNull();
      else {
        expect((await send(real, `/cart/line-items/${id}`, 'DELETE')).status).toBe(200);
        model.reward = null;
      }
    } else {
      const rewardId = rewardIds[this.pick]!;
      const { status } = await sendMaybeTwice(real, false, '/rewards', 'POST', { rewardId });
      const accepted = model.reward === null || model.reward === rewardId;
      expect(status).toBe(accepted ? 200 : 409);
      if (accepted) model.reward = rewardId;
    }
    await assertMatches(model, real);
  }
  toString = () => (this.remove ? 'reward(remove)' : `reward(${this.pick})`);
}

class OrderCommand implements fc.AsyncCommand<Model, Real> {
  constructor(readonly submits: number) {}
  check = (model: Readonly<Model>) => !emptyBag(model);
  async run(model: Model, real: Real) {
    const k = key(real);
    const answers = await Promise.all(
      Array.from({ length: this.submits }, () =>
        placeOrder(real.t, real.jar, { method: 'card', cardNumber: '4242424242424242' }, { key: k }),
      ),
    );
    const placed = await Promise.all(answers.map((answer) => orderOf(answer)));
    expect(new Set(placed.map((order) => order.id)).size).toBe(1);
    const replay = await orderOf(
      await placeOrder(real.t, real.jar, { method: 'card', cardNumber: '4242424242424242' }, { key: k }),
    );
    expect(replay.id).toBe(placed[0]!.id);
    model.orders.add(placed[0]!.id);
    model.lines.clear();
    model.reward = null;
    settle(model);
    await assertMatches(model, real);
  }
  toString = () => `order(x${this.submits})`;
}

const commands = [
  fc
    .tuple(fc.nat({ max: 4 }), fc.integer({ min: 1, max: 7 }), fc.boolean())
    .map(([i, q, r]) => new AddCommand(i, q, r)),
  fc.tuple(fc.nat({ max: 4 }), fc.integer({ min: 0, max: 7 })).map(([i, q]) => new UpdateCommand(i, q)),
  fc.nat({ max: 4 }).map((i) => new RemoveCommand(i)),
  fc.option(fc.constantFrom(...CODES), { nil: null }).map((code) => new PromoCommand(code)),
  fc.array(fc.nat({ max: 2 }), { maxLength: 3 }).map((picks) => new SamplesCommand(picks)),
  fc.tuple(fc.nat({ max: 1 }), fc.boolean()).map(([pick, remove]) => new RewardCommand(pick, remove)),
  fc.integer({ min: 1, max: 3 }).map((submits) => new OrderCommand(submits)),
];

describe('bag model', () => {
  it('keeps the bag equal to the model and never places an order twice', async () => {
    expect(variantIds).toHaveLength(5);
    expect(sampleIds).toHaveLength(3);
    expect(rewardIds).toHaveLength(2);
    sampleVariants = [];
    for (const id of sampleIds) {
      const [row] = await t.db.select({ variantId: samples.variantId }).from(samples).where(eq(samples.id, id));
      sampleVariants.push(row!.variantId);
    }
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 10 }), async (cmds) => {
        run += 1;
        // Each run starts from an empty bag, no orders and plenty of points.
        await t.db.delete(carts).where(eq(carts.userId, userId));
        await t.db.delete(orders).where(eq(orders.userId, userId));
        await t.db.update(users).set({ loyaltyPoints: 1_000_000 }).where(eq(users.id, userId));
        const model: Model = { lines: new Map(), promo: null, samples: new Set(), reward: null, orders: new Set() };
        const real: Real = { t, jar, userId, keys: { next: run * 1000 } };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      // Stopped before Vitest's timeout, so that an interrupted run still reports its seed and path.
      { numRuns: 60, seed: 20_261_121, interruptAfterTimeLimit: 210_000, markInterruptAsFailure: true },
    );
  }, 240_000);
});
