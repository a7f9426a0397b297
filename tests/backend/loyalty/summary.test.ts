import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPerks, tierProgress, type TierState } from '@/backend/loyalty/summary';
import type { UserRow } from '@/backend/db/schema';
import { loyaltySummarySchema, pointsHistoryResponseSchema } from '@/contract';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { CookieJar, createTestApp, type TestApp } from '../harness';

const now = new Date('2026-06-15T12:00:00Z');
const state = (overrides: Partial<TierState>): TierState => ({
  tier: 'white',
  previousTier: null,
  changedAt: null,
  reviewOn: '2026-12-01',
  tierPoints: 0,
  ...overrides,
});

describe('tier messages', () => {
  it('shows each of the six messages when it applies', () => {
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const cases: Array<[Partial<TierState>, string]> = [
      [{ tier: 'gold', previousTier: 'black', changedAt: days(3), tierPoints: 1200 }, 'just_upgraded'],
      [{ tier: 'white', previousTier: 'black', changedAt: days(10), tierPoints: 20 }, 'just_downgraded'],
      [{ tier: 'gold', tierPoints: 1500 }, 'max_tier'],
      [{ tier: 'black', tierPoints: 100, reviewOn: '2026-07-05' }, 'downgrade_warning'],
      [{ tier: 'black', tierPoints: 400 }, 'keep_tier'],
      [{ tier: 'white', tierPoints: 120 }, 'in_progress'],
      // A change older than the news window is no longer news.
      [{ tier: 'gold', previousTier: 'black', changedAt: days(31), tierPoints: 1200 }, 'max_tier'],
    ];
    for (const [overrides, message] of cases) expect(tierProgress(state(overrides), 'sg', now).message).toBe(message);
  });

  it('says how much to spend, in the country currency, by the review date, with the days left', () => {
    const white = tierProgress(state({ tier: 'white', tierPoints: 120 }), 'sg', now);
    expect(white).toMatchObject({
      target: 'black',
      progress: 0.4,
      amountToSpend: { amount: 18_000, currency: 'SGD' },
      reviewOn: '2026-12-01',
      daysLeft: 169,
    });
    const warning = tierProgress(state({ tier: 'black', tierPoints: 100, reviewOn: '2026-07-05' }), 'th', now);
    expect(warning).toMatchObject({
      target: 'black',
      amountToSpend: { amount: 600_000, currency: 'THB' },
      daysLeft: 20,
    });
    const max = tierProgress(state({ tier: 'gold', tierPoints: 5000 }), 'sg', now);
    expect(max).toMatchObject({ target: 'gold', progress: 1, amountToSpend: null });
  });
});

describe('perks', () => {
  const user = (overrides: Partial<UserRow>) =>
    ({
      createdAt: new Date('2024-01-01T00:00:00Z'),
      dateOfBirth: '1990-06-02',
      isEmployee: false,
      ...overrides,
    }) as UserRow;

  it('gives everyone ten percent off over 50, birthday perks in the birthday month, staff their discount', () => {
    const tier = tierProgress(state({ tier: 'black', tierPoints: 400 }), 'sg', now);
    const perks = memberPerks(user({ isEmployee: true }), tier, 'sg', now);
    expect(perks).toEqual([
      { key: 'ten_percent_off', state: 'active', minimumSpend: { amount: 5000, currency: 'SGD' }, date: null },
      {
        key: 'birthday_voucher',
        state: 'active',
        minimumSpend: null,
        amountOff: { amount: 1500, currency: 'SGD' },
        date: '2026-06-30',
      },
      { key: 'birthday_points', state: 'active', minimumSpend: null, amountOff: null, date: '2026-06-30' },
      { key: 'gold_welcome', state: 'locked', minimumSpend: null, date: null },
      { key: 'staff_discount', state: 'active', minimumSpend: null, date: null },
    ]);
  });

  it('makes the gold welcome gift redeemable only after retention, and dates the next birthday month', () => {
    const retained = tierProgress(state({ tier: 'gold', tierPoints: 1200 }), 'sg', now);
    const notYet = tierProgress(state({ tier: 'gold', tierPoints: 200 }), 'sg', now);
    const born = user({ dateOfBirth: '1990-02-10', createdAt: new Date('2026-06-01T00:00:00Z') });
    const keyed = (tier: typeof retained) =>
      Object.fromEntries(memberPerks(born, tier, 'sg', now).map((p) => [p.key, p]));
    expect(keyed(retained).gold_welcome).toMatchObject({ state: 'active' });
    expect(keyed(notYet).gold_welcome).toMatchObject({ state: 'upcoming', date: '2026-12-01' });
    expect(keyed(retained).birthday_voucher).toMatchObject({ state: 'upcoming', date: '2027-02-01' });
    expect(keyed(retained).welcome_voucher).toMatchObject({ state: 'active', date: '2026-07-01' });
  });
});

describe('GET account/loyalty and account/points', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'members' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(email: string) {
    const jar = new CookieJar();
    await t.request('/sessions', { method: 'POST', json: { email, password: DEMO_PASSWORD }, jar });
    return jar;
  }

  it('needs a member', async () => {
    expect((await t.request('/account/loyalty')).status).toBe(401);
    expect((await t.request('/account/points')).status).toBe(401);
  });

  it('shows each demo member the tier message their history calls for', async () => {
    const expected: Record<string, string> = {
      'white@demo.halcyonbeauty.test': 'in_progress',
      'black@demo.halcyonbeauty.test': 'keep_tier',
      'gold@demo.halcyonbeauty.test': 'max_tier',
      'upgraded@demo.halcyonbeauty.test': 'just_upgraded',
      'downgraded@demo.halcyonbeauty.test': 'just_downgraded',
      'warning@demo.halcyonbeauty.test': 'downgrade_warning',
    };
    for (const [email, message] of Object.entries(expected)) {
      const summary = loyaltySummarySchema.parse(
        await (await t.request('/account/loyalty', { jar: await signedIn(email) })).json(),
      );
      expect(summary.tier.message, email).toBe(message);
    }
  });

  it("pages the gold member's ledger newest first; the balances add up to the account's points", async () => {
    const jar = await signedIn('gold@demo.halcyonbeauty.test');
    const summary = loyaltySummarySchema.parse(await (await t.request('/account/loyalty', { jar })).json());
    const first = pointsHistoryResponseSchema.parse(
      await (await t.request('/account/points?per_page=5', { jar })).json(),
    );
    const second = pointsHistoryResponseSchema.parse(
      await (await t.request('/account/points?per_page=5&page=2', { jar })).json(),
    );
    expect(first.meta).toEqual({ page: 1, perPage: 5, total: 8, totalPages: 2 });
    expect(first.data[0]?.balanceAfter).toBe(summary.points.balance);
    const all = [...first.data, ...second.data];
    expect(all.reduce((sum, entry) => sum + entry.points, 0)).toBe(summary.points.balance);
    expect(all.at(-1)).toMatchObject({ source: 'registration_of_{product}_account', subject: 'Halcyon Beauty' });
    // Points expire 18 months after the last purchase or redemption, all of them.
    expect(summary.points.expiring?.amount).toBe(summary.points.balance);
  });

  it('covers every source of the points log across the demo members', async () => {
    const sources = new Set<string>();
    for (const email of ['white', 'black', 'gold', 'staff', 'upgraded', 'downgraded', 'warning']) {
      const jar = await signedIn(`${email}@demo.halcyonbeauty.test`);
      const page = pointsHistoryResponseSchema.parse(
        await (await t.request('/account/points?per_page=50', { jar })).json(),
      );
      for (const entry of page.data) sources.add(entry.source);
    }
    expect(sources.size).toBe(16);
  });
});
