import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { activities, activityTimeSlots, mailOutbox } from '@/backend/db/schema';
import { bookingResponseSchema, type Booking } from '@/contract';
import type { TestApp, TestRequestInit } from '../harness';

/** Slots nobody has booked through the API yet, so each test starts from an empty one. */
const unbooked = sql`not exists (select 1 from bookings b where b.slot_id = ${activityTimeSlots.id})`;

export const GUEST_CONTACT = { fullName: 'Pim Guest', email: 'pim.guest@example.com', phone: '+66 81 234 5678' };

/** A bookable (not app-only) activity of the kind in the country, with an upcoming slot made to hold `capacity`. */
export async function openSlot(
  t: TestApp,
  options: {
    country?: string;
    kind?: 'service' | 'class' | 'event';
    capacity?: number;
    skip?: number;
    /** An event by invitation (else one anyone may book). */
    invited?: boolean;
  } = {},
) {
  const country = options.country ?? 'sg';
  const rows = await t.db
    .select({ activity: activities, slot: activityTimeSlots })
    .from(activityTimeSlots)
    .innerJoin(activities, eq(activities.id, activityTimeSlots.activityId))
    .where(
      and(
        eq(activities.country, country),
        eq(activities.kind, options.kind ?? 'service'),
        eq(activities.appOnly, false),
        options.invited ? isNotNull(activities.invitedTier) : isNull(activities.invitedTier),
        gt(activityTimeSlots.startsAt, new Date(Date.now() + 86_400_000)),
        unbooked,
      ),
    )
    .orderBy(asc(activityTimeSlots.startsAt), asc(activityTimeSlots.id))
    .offset(options.skip ?? 0)
    .limit(1);
  const row = rows[0];
  if (!row) throw new Error(`no upcoming ${options.kind ?? 'service'} slot in ${country}`);
  const capacity = options.capacity ?? row.slot.capacity;
  await t.db.update(activityTimeSlots).set({ capacity, booked: 0 }).where(eq(activityTimeSlots.id, row.slot.id));
  return { activity: row.activity, slot: { ...row.slot, capacity, booked: 0 } };
}

/** Another upcoming slot of the same activity, emptied. */
export async function otherSlot(t: TestApp, activityId: number, exceptSlotId: number, capacity?: number) {
  const [slot] = await t.db
    .select()
    .from(activityTimeSlots)
    .where(
      and(
        eq(activityTimeSlots.activityId, activityId),
        gt(activityTimeSlots.startsAt, new Date(Date.now() + 86_400_000)),
        sql`${activityTimeSlots.id} <> ${exceptSlotId}`,
        unbooked,
      ),
    )
    .orderBy(asc(activityTimeSlots.startsAt))
    .limit(1);
  if (!slot) throw new Error(`no second slot for activity ${activityId}`);
  await t.db
    .update(activityTimeSlots)
    .set({ capacity: capacity ?? slot.capacity, booked: 0 })
    .where(eq(activityTimeSlots.id, slot.id));
  return slot;
}

export async function bookedOf(t: TestApp, slotId: number): Promise<number> {
  const [row] = await t.db
    .select({ booked: activityTimeSlots.booked })
    .from(activityTimeSlots)
    .where(eq(activityTimeSlots.id, slotId));
  return row?.booked ?? Number.NaN;
}

export function answersFor(kind: string) {
  return kind === 'service' ? { skin_type: 'dry' } : {};
}

export function book(
  t: TestApp,
  body: Record<string, unknown>,
  init: Omit<TestRequestInit, 'method' | 'json'> & { key?: string } = {},
) {
  const { key, headers, ...rest } = init;
  return t.request('/reservation-service/create', {
    ...rest,
    method: 'POST',
    json: body,
    headers: { ...(headers as Record<string, string> | undefined), ...(key ? { 'Idempotency-Key': key } : {}) },
  });
}

/**
 * Opens the link mailed for a guest's booking, as the guest would: a pending booking takes its place
 * then. Answers the booking as the link's page reads it.
 */
export async function confirmByMail(t: TestApp, number: string): Promise<Booking> {
  const [mail] = await t.db
    .select({ token: mailOutbox.token })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'booking'), sql`${mailOutbox.body} like ${`%/cancel/${number}?%`}`));
  if (!mail?.token) throw new Error(`no confirmation mail for booking ${number}`);
  const response = await t.request(`/reservation-service/${number}?token=${mail.token}`);
  if (response.status !== 200) throw new Error(`opening the link of ${number} answered ${response.status}`);
  return bookingResponseSchema.parse(await response.json()).data;
}
