import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { money } from '@/backend/shared/money';
import { localize } from '@/backend/shared/text';
import {
  activities,
  activityTimeSlots,
  artists,
  bookingQuestions,
  bookings,
  stores,
  type BookingRow,
} from '@/backend/db/schema';
import { ApiError, notFoundError } from '@/backend/http/errors';
import { queueMail } from '@/backend/mail';
import { assertInvited } from './invitations';
import type { AuthUser, Db } from '@/backend/types';
import {
  BOOKING_ANSWER_REASONS,
  BOOKING_ERROR_CODES,
  BOOKING_MESSAGES,
  COUNTRIES,
  type Booking,
  type BookingQuestion,
  type CountryCode,
  type CreateBookingRequest,
  type Language,
  createBookingRequestSchema,
  GUEST_BOOKING_HOLD_MINUTES,
  MAX_UPCOMING_GUEST_BOOKINGS,
} from '@/lib/api/contract';

export interface BookingContext {
  db: Db;
  country: CountryCode;
  language: Language;
  user: AuthUser | null;
  /** Secret that signs the guests' manage links. */
  secret: string;
  now?: Date;
}

/** The public path segment of each kind of activity. */
const ACTIVITY_PATHS = { service: 'services', class: 'classes', event: 'events' } as const;

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newBookingNumber(): string {
  let value = 'HB';
  for (let i = 0; i < 8; i += 1) value += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return value;
}

/** The token of a booking's manage link: an HMAC of its number, so nothing needs storing. */
export function manageToken(secret: string, number: string): string {
  return createHmac('sha256', secret).update(`booking:${number}`).digest('base64url').slice(0, 32);
}

/**
 * The token of the link sent to a guest's address: opening it confirms the booking, so it proves
 * the address is theirs. Never in an answer, only in the mail.
 */
export function confirmToken(secret: string, number: string): string {
  return createHmac('sha256', secret).update(`booking-confirm:${number}`).digest('base64url').slice(0, 32);
}

function sameToken(expected: string, token: string | undefined): boolean {
  if (!token) return false;
  const wanted = Buffer.from(expected);
  const given = Buffer.from(token);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

function tokenMatches(secret: string, number: string, token: string | undefined): boolean {
  return sameToken(manageToken(secret, number), token) || sameToken(confirmToken(secret, number), token);
}

const contactLimit = () =>
  new ApiError(422, BOOKING_ERROR_CODES.contactLimit, BOOKING_MESSAGES.contactLimit, {
    limit: MAX_UPCOMING_GUEST_BOOKINGS,
  });

/**
 * Ends the pending guest bookings whose confirmation link has run out (one booking, or one
 * address's): read lazily, where the booking or the address's next booking is looked at. A pending
 * booking holds no place, so there is nothing to give back.
 */
async function lapseUnconfirmed(db: Db, now: Date, where: { bookingId: number } | { email: string }): Promise<void> {
  const scope =
    'bookingId' in where
      ? eq(bookings.id, where.bookingId)
      : and(isNull(bookings.userId), sql`lower(${bookings.email}) = ${where.email}`);
  await db
    .update(bookings)
    .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
    .where(
      and(scope, eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, sql`${now.toISOString()}::timestamptz`)),
    );
}

/**
 * A guest contact may hold a few upcoming bookings at once, not every slot: counted under a lock on
 * the address, so parallel bookings with one address are counted one after the other.
 */
async function assertGuestContactMayBook(db: Db, email: string, now: Date): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-booking:${email}`}))`);
  await lapseUnconfirmed(db, now, { email });
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(activityTimeSlots, eq(activityTimeSlots.id, bookings.slotId))
    .where(
      and(
        isNull(bookings.userId),
        sql`lower(${bookings.email}) = ${email}`,
        inArray(bookings.status, ['pending', 'confirmed', 'rescheduled']),
        gt(activityTimeSlots.startsAt, sql`${now.toISOString()}::timestamptz`),
      ),
    );
  if ((row?.count ?? 0) >= MAX_UPCOMING_GUEST_BOOKINGS) throw contactLimit();
}

const slotFull = () => new ApiError(409, BOOKING_ERROR_CODES.slotFull, BOOKING_MESSAGES.noAvailableSlots);
const expired = () => new ApiError(422, BOOKING_ERROR_CODES.expired, BOOKING_MESSAGES.bookingExpired);

/** Rejects missing required answers and over-long ones; keeps only the activity's own questions. */
export function checkAnswers(
  questions: readonly BookingQuestion[],
  answers: Record<string, string | boolean>,
): Record<string, string | boolean> {
  const kept: Record<string, string | boolean> = {};
  for (const question of questions) {
    const raw = answers[question.id];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const missing = value === undefined || value === '';
    if (missing) {
      if (question.required) {
        throw new ApiError(422, BOOKING_ERROR_CODES.invalidAnswer, BOOKING_MESSAGES.requiredField, {
          field: question.id,
          reason: BOOKING_ANSWER_REASONS.required,
        });
      }
      continue;
    }
    const wrongType = question.type === 'boolean' ? typeof value !== 'boolean' : typeof value !== 'string';
    const unknownOption = question.type === 'select' && typeof value === 'string' && !question.options.includes(value);
    if (wrongType || unknownOption) {
      throw new ApiError(422, BOOKING_ERROR_CODES.invalidAnswer, BOOKING_MESSAGES.requiredField, {
        field: question.id,
        reason: BOOKING_ANSWER_REASONS.required,
      });
    }
    if (question.maxLength !== null && typeof value === 'string' && value.length > question.maxLength) {
      throw new ApiError(422, BOOKING_ERROR_CODES.invalidAnswer, BOOKING_MESSAGES.characterLimitExceeded, {
        field: question.id,
        reason: BOOKING_ANSWER_REASONS.tooLong,
      });
    }
    kept[question.id] = value;
  }
  return kept;
}

/** Takes one place in the slot unless it is full: one conditional update, safe under any concurrency. */
async function takePlace(db: Db, slotId: number): Promise<void> {
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
async function upcomingSlot(db: Db, activityId: number, slotId: number, now: Date) {
  const [slot] = await db
    .select()
    .from(activityTimeSlots)
    .where(and(eq(activityTimeSlots.id, slotId), eq(activityTimeSlots.activityId, activityId)));
  if (!slot) throw new ApiError(404, BOOKING_ERROR_CODES.slotNotFound, BOOKING_MESSAGES.noTimeSlots);
  if (slot.startsAt <= now) throw slotFull();
  return slot;
}

export async function createBooking(ctx: BookingContext, input: CreateBookingRequest): Promise<Booking> {
  const body = createBookingRequestSchema.parse(input);
  const { db, country } = ctx;
  const now = ctx.now ?? new Date();
  const idOrSlug = String(body.activityId);
  const [activity] = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.country, country),
        /^\d{1,9}$/.test(idOrSlug) ? eq(activities.id, Number(idOrSlug)) : eq(activities.slug, idOrSlug),
      ),
    );
  if (!activity) throw notFoundError();
  if (activity.appOnly) throw new ApiError(403, BOOKING_ERROR_CODES.appOnly, BOOKING_MESSAGES.appOnly);
  await assertInvited(db, activity, ctx.user?.id ?? null);

  const [questionRow] = await db.select().from(bookingQuestions).where(eq(bookingQuestions.activityId, activity.id));
  const questions = (questionRow?.questions ?? []).map((question) => ({
    ...question,
    label: localize(question.label, ctx.language),
  }));
  const answers = checkAnswers(questions, body.answers);

  const slot = await upcomingSlot(db, activity.id, body.slotId, now);
  if (body.artistId != null && slot.artistId !== body.artistId) throw slotFull();
  const guestEmail = ctx.user ? null : body.contact.email.trim().toLowerCase();
  if (guestEmail === null) {
    await takePlace(db, slot.id);
  } else {
    await assertGuestContactMayBook(db, guestEmail, now);
    // A guest's booking takes its place only once the address is confirmed (confirmPending); a
    // slot already full is refused now rather than after the mail.
    if (slot.booked >= slot.capacity) throw slotFull();
  }

  const [row] = await db
    .insert(bookings)
    .values({
      number: newBookingNumber(),
      country,
      language: ctx.language,
      activityId: activity.id,
      slotId: slot.id,
      userId: ctx.user?.id ?? null,
      // A guest's booking waits for them to open the link sent to the address they gave.
      status: guestEmail === null ? 'confirmed' : 'pending',
      holdExpiresAt: guestEmail === null ? null : new Date(now.getTime() + GUEST_BOOKING_HOLD_MINUTES * 60_000),
      fullName: body.contact.fullName,
      email: body.contact.email,
      phone: body.contact.phone ? body.contact.phone : null,
      answers,
    })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  const view = await bookingView(ctx, row, now);
  const pending = row.status === 'pending';
  // A guest's link confirms the booking (and then manages it); a member's manages it.
  await queueMail(db, {
    to: row.email,
    country,
    language: ctx.language,
    kind: 'booking',
    name: row.fullName,
    booking: {
      number: row.number,
      status: pending ? 'pending' : 'confirmed',
      title: view.activity.title,
      path: `/happening/${ACTIVITY_PATHS[view.activity.kind]}/cancel/${row.number}`,
      token: pending ? confirmToken(ctx.secret, row.number) : view.manageToken,
      startsAt: view.slot.startsAt,
      timeZone: view.store.timeZone,
      store: { name: view.store.name, address: `${view.store.address}, ${view.store.city}` },
      holdMinutes: GUEST_BOOKING_HOLD_MINUTES,
    },
  });
  return view;
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

async function bookingView(ctx: BookingContext, row: BookingRow, now: Date): Promise<Booking> {
  const [joined] = await ctx.db
    .select({ activity: activities, store: stores, slot: activityTimeSlots, artist: artists })
    .from(activityTimeSlots)
    .innerJoin(activities, eq(activities.id, activityTimeSlots.activityId))
    .innerJoin(stores, eq(stores.id, activities.storeId))
    .leftJoin(artists, eq(artists.id, activityTimeSlots.artistId))
    .where(eq(activityTimeSlots.id, row.slotId));
  if (!joined) throw notFoundError();
  const { activity, store, slot, artist } = joined;
  const isExpired = row.status !== 'cancelled' && slot.startsAt <= now;
  const country = ctx.country;
  return {
    number: row.number,
    status: isExpired ? 'expired' : row.status,
    changeable: !isExpired && row.status !== 'cancelled',
    activity: {
      id: activity.id,
      slug: activity.slug,
      kind: activity.kind,
      title: localize(activity.title, ctx.language),
      durationMinutes: activity.durationMinutes,
    },
    store: {
      id: store.id,
      slug: store.slug,
      name: store.name,
      address: store.address,
      city: store.city,
      timeZone: store.timeZone,
    },
    slot: { id: slot.id, startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString() },
    artist: artist ? { id: artist.id, name: artist.name, specialty: artist.specialty } : null,
    price: money(country, activity.price),
    currencySymbol: COUNTRIES[country].currency.symbol,
    contact: { fullName: row.fullName, email: row.email, phone: row.phone },
    answers: row.answers,
    member: row.userId !== null,
    manageToken: manageToken(ctx.secret, row.number),
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
