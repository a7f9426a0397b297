import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { localize } from '@/backend/shared/text';
import { activities, bookingQuestions, bookings } from '@/backend/db/schema';
import { ApiError, notFoundError } from '@/backend/http/errors';
import { queueMail } from '@/backend/mail';
import { assertInvited } from './invitations';
import {
  BOOKING_ERROR_CODES,
  BOOKING_MESSAGES,
  type Booking,
  type CreateBookingRequest,
  createBookingRequestSchema,
  GUEST_BOOKING_HOLD_MINUTES,
} from '@/contract';
import type { BookingContext } from './booking-context';
import { checkAnswers } from './booking-answers';
import { confirmToken } from './booking-tokens';
import { bookingView } from './booking-view';
import { assertGuestContactMayBook } from './guest-bookings';
import { slotFull, takePlace, upcomingSlot } from './reservations';

/** The public path segment of each kind of activity. */
const ACTIVITY_PATHS = { service: 'services', class: 'classes', event: 'events' } as const;

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newBookingNumber(): string {
  let value = 'HB';
  for (let i = 0; i < 8; i += 1) value += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return value;
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
