import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { activityTimeSlots, bookings, type BookingRow } from '@/backend/db/schema';
import { ApiError, notFoundError } from '@/backend/http/errors';
import type { AuthUser, Db } from '@/backend/types';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES, type Booking } from '@/contract';
import type { BookingContext } from './booking-context';
import { confirmToken, sameToken, tokenMatches } from './booking-tokens';
import { bookingView } from './booking-view';
import { lapseUnconfirmed } from './guest-bookings';

export const slotFull = () => new ApiError(409, BOOKING_ERROR_CODES.slotFull, BOOKING_MESSAGES.noAvailableSlots);
const expired = () => new ApiError(422, BOOKING_ERROR_CODES.expired, BOOKING_MESSAGES.bookingExpired);

/** Takes one place in the slot unless it is full: one conditional update, safe under any concurrency. */
export async function takePlace(db: Db, slotId: number): Promise<void> {
  const taken = await db
    .update(activityTimeSlots)
    .set({ booked: sql`${activityTimeSlots.booked} + 1` })
    .where(and(eq(activityTimeSlots.id, slotId), sql`${activityTimeSlots.booked} < ${activityTimeSlots.capacity}`))
    .returning({ id: activityTimeSlots.id });
  if (taken.length === 0) throw slotFull();
}

async function releasePlace(db: Db, slotId: number): Promise<void> {
  await db
    .update(activityTimeSlots)
    .set({ booked: sql`greatest(${activityTimeSlots.booked} - 1, 0)` })
    .where(eq(activityTimeSlots.id, slotId));
}

/** An upcoming slot of the activity, or 404. */
export async function upcomingSlot(db: Db, activityId: number, slotId: number, now: Date) {
  const [slot] = await db
    .select()
    .from(activityTimeSlots)
    .where(and(eq(activityTimeSlots.id, slotId), eq(activityTimeSlots.activityId, activityId)));
  if (!slot) throw new ApiError(404, BOOKING_ERROR_CODES.slotNotFound, BOOKING_MESSAGES.noTimeSlots);
  if (slot.startsAt <= now) throw slotFull();
  return slot;
}

/** A booking of the country that the request may see: the member's own, or any with its link's token. */
async function accessibleBooking(
  ctx: BookingContext,
  number: string,
  token: string | undefined,
  lock: boolean,
): Promise<BookingRow> {
  const query = ctx.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.number, number.trim().toUpperCase()), eq(bookings.country, ctx.country)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFoundError();
  const owner = found.userId !== null && ctx.user?.id === found.userId;
  if (!owner && !tokenMatches(ctx.secret, found.number, token)) throw notFoundError();
  if (found.status !== 'pending') return found;
  const now = ctx.now ?? new Date();
  await lapseUnconfirmed(ctx.db, now, { bookingId: found.id });
  // The link from the mail confirms a pending booking: the guest has shown the address is theirs.
  const settled = sameToken(confirmToken(ctx.secret, found.number), token)
    ? await confirmPending(ctx.db, found.id, now)
    : undefined;
  if (settled) return settled;
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, found.id));
  return row ?? found;
}

/**
 * Confirms a pending guest booking and takes its place, in one transaction: the status moves once
 * (a second opening of the link finds it confirmed), and the place is taken by the same conditional
 * update as any booking. A slot that filled before the guest confirmed ends the booking
 * (`cancelled`): nothing was held, and the manage page offers another time.
 */
async function confirmPending(db: Db, bookingId: number, now: Date): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
      .returning();
    if (!row) return undefined;
    try {
      await takePlace(tx, row.slotId);
      return row;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== BOOKING_ERROR_CODES.slotFull) throw error;
      const [ended] = await tx
        .update(bookings)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(bookings.id, bookingId))
        .returning();
      return ended;
    }
  });
}

async function slotStart(db: Db, slotId: number): Promise<Date> {
  const [slot] = await db
    .select({ startsAt: activityTimeSlots.startsAt })
    .from(activityTimeSlots)
    .where(eq(activityTimeSlots.id, slotId));
  if (!slot) throw notFoundError();
  return slot.startsAt;
}

export async function showBooking(ctx: BookingContext, number: string, token?: string): Promise<Booking> {
  return bookingView(ctx, await accessibleBooking(ctx, number, token, false), ctx.now ?? new Date());
}

export async function rescheduleBooking(
  ctx: BookingContext,
  number: string,
  slotId: number,
  token?: string,
): Promise<Booking> {
  const now = ctx.now ?? new Date();
  const row = await accessibleBooking(ctx, number, token, true);
  if (row.status === 'cancelled') {
    throw new ApiError(409, BOOKING_ERROR_CODES.cancelled, BOOKING_MESSAGES.bookingCancelled);
  }
  if ((await slotStart(ctx.db, row.slotId)) <= now) throw expired();
  if (slotId === row.slotId) return bookingView(ctx, row, now);
  const slot = await upcomingSlot(ctx.db, row.activityId, slotId, now);
  if (row.status === 'pending') {
    // Still unconfirmed (opened with the answer's token, not the mail's): it holds no place and
    // moves as it is, to be confirmed by the mailed link.
    if (slot.booked >= slot.capacity) throw slotFull();
    const [moved] = await ctx.db
      .update(bookings)
      .set({ slotId: slot.id, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'pending')))
      .returning();
    return bookingView(ctx, moved ?? row, now);
  }
  // Both slots change: lock them in one order (by id) first, so two members swapping slots in
  // opposite directions wait for each other instead of deadlocking.
  await ctx.db
    .select({ id: activityTimeSlots.id })
    .from(activityTimeSlots)
    .where(inArray(activityTimeSlots.id, [slot.id, row.slotId]))
    .orderBy(asc(activityTimeSlots.id))
    .for('update');
  await takePlace(ctx.db, slot.id);
  await releasePlace(ctx.db, row.slotId);
  const [updated] = await ctx.db
    .update(bookings)
    .set({ slotId: slot.id, status: 'rescheduled', updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  return bookingView(ctx, updated ?? row, now);
}

export async function cancelBooking(ctx: BookingContext, number: string, token?: string): Promise<Booking> {
  const now = ctx.now ?? new Date();
  const row = await accessibleBooking(ctx, number, token, true);
  if (row.status === 'cancelled') return bookingView(ctx, row, now);
  if ((await slotStart(ctx.db, row.slotId)) <= now) throw expired();
  // A pending booking holds no place.
  if (row.status !== 'pending') await releasePlace(ctx.db, row.slotId);
  const [updated] = await ctx.db
    .update(bookings)
    .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
    .where(eq(bookings.id, row.id))
    .returning();
  return bookingView(ctx, updated ?? row, now);
}

export async function memberBookings(ctx: BookingContext, user: AuthUser) {
  const now = ctx.now ?? new Date();
  const rows = await ctx.db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(activityTimeSlots, eq(activityTimeSlots.id, bookings.slotId))
    .where(and(eq(bookings.userId, user.id), eq(bookings.country, ctx.country)))
    .orderBy(asc(activityTimeSlots.startsAt), asc(bookings.id));
  const views = await Promise.all(rows.map(({ booking }) => bookingView(ctx, booking, now)));
  const upcoming = views.filter(
    (view) => view.status === 'pending' || view.status === 'confirmed' || view.status === 'rescheduled',
  );
  const past = views.filter((view) => !upcoming.includes(view)).reverse();
  return { upcoming, past };
}
