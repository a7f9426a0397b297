import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '@/backend/seed/catalogue';
import { activityListResponseSchema, availableSlotsResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  // A database seeded 40 days ago: all of its seeded slots are in the past.
  t = await createTestApp({ seed: false });
  await seedCatalogue(t.db, { scale: 0.1, today: new Date(Date.now() - 40 * DAY) });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('Happening schedule in a long-lived database', () => {
  it('extends the time slots so there is something to book', async () => {
    const { data } = activityListResponseSchema.parse(
      await (await t.request('/booking-services/beauty-services')).json(),
    );
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((activity) => activity.nextSlotAt !== null && Date.parse(activity.nextSlotAt) > Date.now())).toBe(
      true,
    );
    const service = data[0]!;
    const available = availableSlotsResponseSchema.parse(
      await (await t.request(`/booking-service/available-slots/${service.id}`)).json(),
    );
    const days = available.data.map((day) => day.date);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((date) => Date.parse(`${date}T23:59:59Z`) >= Date.now())).toBe(true);
  });

  it('does not add the same days twice', async () => {
    const count = async () => {
      const [row] = await t.rows<{ n: number }>(sql`select count(*)::int as n from activity_time_slots`);
      return row!.n;
    };
    const before = await count();
    await t.request('/happening/services/activities');
    expect(await count()).toBe(before);
  });
});
