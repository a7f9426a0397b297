import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '@/backend/auth/password';
import { carts, orders, pointsLedger, productVariants, rewards, stockReservations, users } from '@/backend/db/schema';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { errorBodySchema } from '@/contract';
import { CookieJar, type TestApp } from '../harness';
import { DELIVERY, sellableVariants } from '../bag/helpers';

/** The locale headers of a country, in English (every country offers it). */
export function localeHeaders(country: string): Record<string, string> {
  return { 'X-Site-Country': country, 'Accept-Language': `en-${country.toUpperCase()}` };
}

/** A member made for a concurrency test, signed in with a jar of their own. */
export interface TestMember {
  id: number;
  email: string;
  jar: CookieJar;
}

let memberCounter = 0;

/** Inserts `count` members (white tier unless told) and signs each in. */
export async function createMembers(
  t: TestApp,
  count: number,
  options: { points?: number; tier?: 'white' | 'black' | 'gold' } = {},
): Promise<TestMember[]> {
  const hash = await hashPassword(DEMO_PASSWORD, t.env.argon2);
  const stamp = `${process.pid}${Date.now()}`;
  const values = Array.from({ length: count }, () => {
    memberCounter += 1;
    return {
      email: `race-${stamp}-${memberCounter}@test.halcyonbeauty.test`,
      firstName: 'Race',
      lastName: `Member ${memberCounter}`,
      passwordHash: hash,
      cardNumber: `77${stamp.slice(-8)}${String(memberCounter).padStart(6, '0')}`,
      loyaltyPoints: options.points ?? 0,
      loyaltyTier: options.tier ?? 'white',
    };
  });
  const rows = await t.db.insert(users).values(values).returning({ id: users.id, email: users.email });
  const members: TestMember[] = [];
  for (const row of rows) {
    const jar = new CookieJar();
    const response = await t.request('/sessions', {
      method: 'POST',
      json: { email: row.email, password: DEMO_PASSWORD },
      jar,
    });
    expect(response.status).toBe(200);
    members.push({ id: row.id, email: row.email, jar });
  }
  return members;
}

/** Status and error code of each answer, reading every body. */
export async function outcomes(
  responses: Response[],
): Promise<Array<{ status: number; code: string | null; body: unknown }>> {
  return Promise.all(
    responses.map(async (response) => {
      const body: unknown = await response.json();
      const parsed = errorBodySchema.safeParse(body);
      return { status: response.status, code: parsed.success ? parsed.data.error.code : null, body };
    }),
  );
}

/** How many answers had each status, e.g. `{ 201: 1, 422: 19 }`. */
export function countBy<T>(items: readonly T[], key: (item: T) => string | number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[String(key(item))] = (counts[String(key(item))] ?? 0) + 1;
  return counts;
}

/**
 * `count` members (`createMembers`), each with a bag ready for checkout: one unit of a product of
 * Singapore in stock (a product each while there are enough).
 */
export async function membersReadyToPay(t: TestApp, count: number): Promise<TestMember[]> {
  const members = await createMembers(t, count);
  const variants = await sellableVariants(t, {
    country: 'sg',
    limit: count,
    excludeBrandSlugs: ['halcyon-collection'],
  });
  for (const [i, member] of members.entries()) {
    const added = await addToBag(t, member.jar, variants[i % variants.length]!.variantId, 1);
    expect(added.status).toBe(201);
  }
  return members;
}

export function addToBag(t: TestApp, jar: CookieJar, variantId: number, quantity: number, country = 'sg') {
  return t.request('/cart/line-items', {
    method: 'POST',
    json: { variantId, quantity },
    headers: localeHeaders(country),
    jar,
  });
}

export function order(
  t: TestApp,
  jar: CookieJar,
  options: { country?: string; key?: string; cardNumber?: string } = {},
) {
  const country = options.country ?? 'sg';
  return t.request('/orders', {
    method: 'POST',
    jar,
    headers: { ...localeHeaders(country), ...(options.key ? { 'Idempotency-Key': options.key } : {}) },
    json: {
      delivery: { ...DELIVERY, address: { ...DELIVERY.address, country: country.toUpperCase() } },
      payment: { method: 'card', cardNumber: options.cardNumber ?? CARDS.paid },
    },
  });
}

/** Pays an order again by card (POST orders/{id}/payments). */
export function payAgain(t: TestApp, jar: CookieJar, orderId: number, cardNumber: string = CARDS.paid, country = 'sg') {
  return t.request(`/orders/${orderId}/payments`, {
    method: 'POST',
    jar,
    headers: localeHeaders(country),
    json: { payment: { method: 'card', cardNumber } },
  });
}

/** Test cards (docs/payments.md): paid at once, declined (stock and points given back), held for review. */
export const CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
  review: '4000000000003220',
} as const;

export async function setStock(t: TestApp, variantId: number, stock: number) {
  await t.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
}

export async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? Number.NaN;
}

/** Units of a variant that orders hold or have sold (reservations not given back). */
export async function unitsTaken(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.db
    .select({ units: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.variantId, variantId),
        inArray(stockReservations.status, ['held', 'committed']),
        sql`${stockReservations.sampleId} is null and ${stockReservations.giftId} is null`,
      ),
    );
  return Number(row?.units ?? 0);
}

export async function pointsOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await t.db.select({ points: users.loyaltyPoints }).from(users).where(eq(users.id, userId));
  return row?.points ?? Number.NaN;
}

export async function ordersOf(t: TestApp, userIds: number[]) {
  if (userIds.length === 0) return [];
  return t.db.select().from(orders).where(inArray(orders.userId, userIds));
}

/**
 * Puts members back as `createMembers` made them: no bag, no order, no points history, white tier
 * with `points` points. Properties call it at the start of every run, so that a replayed seed meets
 * the state the failing run met.
 */
export async function resetMembers(t: TestApp, userIds: number[], points = 0) {
  await t.db.delete(carts).where(inArray(carts.userId, userIds));
  await t.db.delete(orders).where(inArray(orders.userId, userIds));
  await t.db.delete(pointsLedger).where(inArray(pointsLedger.userId, userIds));
  await t.db
    .update(users)
    .set({ loyaltyPoints: points, loyaltyTier: 'white', tierPointsCounter: 0 })
    .where(inArray(users.id, userIds));
}

/**
 * The first `count` rewards of a country, made redeemable by anybody at the given cost (the seed's
 * rewards vary by country and tier).
 */
export async function redeemableRewards(t: TestApp, country: string, count: number, pointsCost: number) {
  const rows = await t.db
    .select({ id: rewards.id })
    .from(rewards)
    .where(eq(rewards.country, country))
    .orderBy(rewards.id)
    .limit(count);
  if (rows.length < count) throw new Error(`only ${rows.length} rewards in ${country}`);
  const ids = rows.map((row) => row.id);
  await t.db
    .update(rewards)
    .set({ pointsCost, minimumTier: null, fullyRedeemed: false, validUntil: '2999-12-31' })
    .where(inArray(rewards.id, ids));
  return ids;
}

export async function redeemableReward(t: TestApp, country: string, pointsCost: number): Promise<number> {
  const [id] = await redeemableRewards(t, country, 1, pointsCost);
  return id!;
}

export function redeem(t: TestApp, jar: CookieJar, rewardId: number, country = 'sg') {
  return t.request('/rewards', { method: 'POST', json: { rewardId }, headers: localeHeaders(country), jar });
}

/** Runs of each random-burst property (CONCURRENCY_RUNS, 8 unless set). */
export const RUNS = Number(process.env.CONCURRENCY_RUNS ?? 8);

/**
 * How long a property may run before fast-check stops it and fails with its seed and path; the
 * test's timeout is longer, so Vitest never cuts the property off before fast-check has reported.
 */
export const PROPERTY_TIME_LIMIT_MS = Math.max(60_000, RUNS * 10_000);
export const PROPERTY_TEST_TIMEOUT_MS = PROPERTY_TIME_LIMIT_MS + 30_000;
export const PROPERTY_LIMITS = { interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS, markInterruptAsFailure: true };

/** What a concurrency check sent and found, printed and kept in .reports/ for the record. */
export interface Figure {
  check: string;
  requests: number;
  /** Property runs, for the random-burst checks. */
  runs?: number;
  /** Invariant breaches found in the database state; null while the test has not counted them. */
  violations: number | null;
  /** Which invariants were broken (with the run, for properties). */
  broken: string[];
}

/**
 * The figure of one check, listed as soon as the check starts, so that a test that fails before
 * counting shows as not counted rather than missing.
 */
export class FigureRecord {
  readonly #figure: Figure;

  constructor(figures: Figure[], check: string, requests = 0) {
    this.#figure = { check, requests, violations: null, broken: [] };
    figures.push(this.#figure);
  }

  get violations(): number | null {
    return this.#figure.violations;
  }

  get broken(): readonly string[] {
    return this.#figure.broken;
  }

  sent(requests: number): void {
    this.#figure.requests += requests;
  }

  ran(): void {
    this.#figure.runs = (this.#figure.runs ?? 0) + 1;
  }

  /**
   * Records which of the invariants (name → holds) are broken, adding to what earlier calls
   * found, and answers how many are broken this time. Call it before asserting anything on them.
   */
  count(invariants: Record<string, boolean>, label?: string): number {
    const broken = Object.entries(invariants)
      .filter(([, holds]) => !holds)
      .map(([name]) => (label ? `${label}: ${name}` : name));
    this.#figure.violations = (this.#figure.violations ?? 0) + broken.length;
    this.#figure.broken.push(...broken);
    return broken.length;
  }
}

export function reportFigures(kind: string, file: string, figures: Figure[]) {
  const dir = path.resolve('.reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `concurrency-${file}-${kind}.json`), `${JSON.stringify(figures, null, 2)}\n`);
  for (const figure of figures) {
    const runs = figure.runs === undefined ? '' : `, ${figure.runs} runs`;
    const violations =
      figure.violations === null
        ? 'not counted (the test failed before its check)'
        : `${figure.violations}${figure.broken.length > 0 ? ` (${figure.broken.join('; ')})` : ''}`;
    console.log(`[concurrency:${kind}] ${figure.check}: ${figure.requests} requests${runs}, violations: ${violations}`);
  }
}
