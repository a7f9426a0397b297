import type { CreateBookingRequest } from '@/contract';
import type { ApiClient } from '@/lib/api/client';
import { getData, postOnce, requestData, type CallOptions } from '@/lib/api/resource';

/** Booking contract schemas load with the first booking call. */
const bookingContract = () => import('@/contract/happening-bookings');
const happeningContract = () => import('@/contract/happening');

export type { Activity, ActivityKind, Booking, CreateBookingRequest, TimeSlot } from '@/contract';

/** The public path segment of each kind of activity (`/happening/classes/{id}`…). */
export const ACTIVITY_PATH = { service: 'services', class: 'classes', event: 'events' } as const;

/**
 * Happening's live calls (browser or server, never cached): slots, questions and bookings. The
 * cached reads of activities, groups and banners for server components are in happening-catalogue.
 */

/** A booking's own path: its number is encoded into one segment. */
const bookingPath = (number: string) => `reservation-service/${encodeURIComponent(number)}`;

/** GET booking-service/available-slots/{id}: upcoming slots with places left, by day. */
export async function getAvailableSlots(client: ApiClient, activityId: number, options: CallOptions = {}) {
  const { availableSlotsResponseSchema } = await happeningContract();
  const days = await getData(
    client,
    `booking-service/available-slots/${activityId}`,
    availableSlotsResponseSchema,
    options,
  );
  return days.flatMap((day) => day.slots);
}

/** GET booking-service/questions/{id}. */
export async function getBookingQuestions(client: ApiClient, activityId: number, options: CallOptions = {}) {
  const { bookingQuestionsResponseSchema } = await happeningContract();
  const answer = await getData(
    client,
    `booking-service/questions/${activityId}`,
    bookingQuestionsResponseSchema,
    options,
  );
  return answer.questions;
}

/** POST reservation-service/create; `idempotencyKey` names one booking attempt, so a retry books once. */
export async function createBooking(client: ApiClient, body: CreateBookingRequest, idempotencyKey: string) {
  const { bookingResponseSchema, createBookingRequestSchema } = await bookingContract();
  const booking = createBookingRequestSchema.parse(body);
  const answer = await postOnce(client, 'reservation-service/create', booking, idempotencyKey, bookingResponseSchema);
  return answer.data;
}

/** GET reservation-service/{id}: the member's own booking, or any with the token of its link. */
export async function getBooking(client: ApiClient, number: string, token?: string, options: CallOptions = {}) {
  const { bookingResponseSchema } = await bookingContract();
  return getData(client, bookingPath(number), bookingResponseSchema, { query: { token }, ...options });
}

/** GET reservation-service: the member's upcoming and past bookings. */
export async function listMemberBookings(client: ApiClient, options: CallOptions = {}) {
  const { bookingListResponseSchema } = await bookingContract();
  return getData(client, 'reservation-service', bookingListResponseSchema, options);
}

/** POST reservation-service: moves the booking to another slot of the same activity. */
export async function rescheduleBooking(client: ApiClient, number: string, slotId: number, token?: string) {
  const { bookingResponseSchema } = await bookingContract();
  const body = { id: number, slotId, ...(token ? { token } : {}) };
  return requestData(client, { method: 'POST', path: 'reservation-service', body, schema: bookingResponseSchema });
}

/** DELETE reservation-service/{id}: cancels the booking and frees its place. */
export async function cancelBooking(client: ApiClient, number: string, token?: string) {
  const { bookingResponseSchema } = await bookingContract();
  return requestData(client, {
    method: 'DELETE',
    path: bookingPath(number),
    query: { token },
    schema: bookingResponseSchema,
  });
}
