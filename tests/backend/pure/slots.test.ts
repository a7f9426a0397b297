import { describe, expect, it } from 'vitest';
import { slotsForDays, type SlotActivity } from '@/backend/happening/slots';
import { offsetMinutes, wallClockToUtc } from '@/backend/shared/time-zone';

const local = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

describe('store time', () => {
  it('turns a wall-clock hour into the right instant, daylight saving included', () => {
    expect(wallClockToUtc(new Date('2026-07-01T00:00:00Z'), 11, 0, 'Asia/Bangkok').toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
    // Sydney: UTC+10 in July, UTC+11 in January.
    expect(wallClockToUtc(new Date('2026-07-01T00:00:00Z'), 11, 0, 'Australia/Sydney').toISOString()).toBe(
      '2026-07-01T01:00:00.000Z',
    );
    expect(wallClockToUtc(new Date('2026-01-15T00:00:00Z'), 11, 0, 'Australia/Sydney').toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
    expect(offsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Pacific/Auckland')).toBe(13 * 60);
  });

  it("schedules services at 11, 13, 15 and 17 o'clock in the store's zone, all year", () => {
    const activity: SlotActivity = {
      id: 7,
      kind: 'service',
      timeZone: 'Australia/Sydney',
      capacity: 1,
      durationMinutes: 30,
      artistIds: [1, 2],
    };
    const slots = slotsForDays(activity, new Date('2026-03-20T00:00:00Z'), 40);
    expect(slots.length).toBeGreaterThan(20);
    for (const slot of slots) {
      expect(['11:00', '13:00', '15:00', '17:00']).toContain(local(slot.startsAt, 'Australia/Sydney'));
      expect(slot.booked).toBeLessThanOrEqual(slot.capacity);
    }
  });

  it('is deterministic for a given activity and day', () => {
    const activity: SlotActivity = {
      id: 3,
      kind: 'class',
      timeZone: 'Asia/Bangkok',
      capacity: 8,
      durationMinutes: 90,
      artistIds: [],
    };
    const start = new Date('2026-05-01T00:00:00Z');
    expect(slotsForDays(activity, start, 14)).toEqual(slotsForDays(activity, start, 14));
  });
});
