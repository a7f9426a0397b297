import type { CreateBookingRequest } from '@/contract';
import type { ApiClient } from '@/lib/api/client';
import type { CallOptions } from '@/lib/api/resource';

/** Booking contract schemas load with the first booking call. */
const bookingContract = () => import('@/contract/bookings');
const happeningContract = () => import('@/contract/happening');

export type { Activity, ActivityKind, Booking, CreateBookingRequest, TimeSlot } from '@/contract';

/** The public path segment of each kind of activity (`/happening/classes/{id}`…). */
export const ACTIVITY_PATH = { service: 'services', class: 'classes', event: 'events' } as const;

/**
 * Happening's live calls (browser or server, never cached): slots, questions and bookings. The
 * cached reads of activities, groups and banners for server components are in happening-catalogue.
 */

/** GET booking-service/available-slots/{id}: upcoming slots with places left, by day. */
export async function getAvailableSlots(client: ApiClient, activityId: number, options: CallOptions = {}) {
  const { availableSlotsResponseSchema } = await happeningContract();
  const answer = await client.request({
    method: 'GET',
    path: `booking-service/available-slots/${activityId}`,
    schema: availableSlotsResponseSchema,
    ...options,
  });
  return answer.data.flatMap((day) => day.slots);
}

/** GET booking-service/questions/{id}. */
export async function getBookingQuestions(client: ApiClient, activityId: number, options: CallOptions = {}) {
  const { bookingQuestionsResponseSchema } = await happeningContract();
  const answer = await client.request({
    method: 'GET',
    path: `booking-service/questions/${activityId}`,
    schema: bookingQuestionsResponseSchema,
    ...options,
  });
  return answer.data.questions;
}

/** POST reservation-service/create; `idempotencyKey` names one booking attempt, so a retry books once. */
export async function createBooking(client: ApiClient, body: CreateBookingRequest, idempotencyKey: string) {
  const { bookingResponseSchema, createBookingRequestSchema } = await bookingContract();
  const answer = await client.request({
    method: 'POST',
    path: 'reservation-service/create',
    body: createBookingRequestSchema.parse(body),
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: bookingResponseSchema,
  });
  return answer.data;
}

/** GET reservation-service/{id}: the member's own booking, or any with the token of its link. */
export async function getBooking(client: ApiClient, number: string, token?: string, options: CallOptions = {}) {
  const { bookingResponseSchema } = await bookingContract();
  const answer = await client.request({
    method: 'GET',
    path: `reservation-service/${encodeURIComponent(number)}`,
    query: { token },
    schema: bookingResponseSchema,
    ...options,
  });
  return answer.data;
}

/** GET reservation-service: the member's upcoming and past bookings. */
export async function listMemberBookings(client: ApiClient, options: CallOptions = {}) {
  const { bookingListResponseSchema } = await bookingContract();
  const answer = await client.request({
    method: 'GET',
    path: 'reservation-service',
    schema: bookingListResponseSchema,
    ...options,
  });
  return answer.data;
}

/** POST reservation-service: moves the booking to another slot of the same activity. */
export async function rescheduleBooking(client: ApiClient, number: string, slotId: number, token?: string) {
  const { bookingResponseSchema } = await bookingContract();
  const answer = await client.request({
    method: 'POST',
    path: 'reservation-service',
    body: { id: number, slotId, ...(token ? { token } : {}) },
    schema: bookingResponseSchema,
  });
  return answer.data;
}

/** DELETE reservation-service/{id}: cancels the booking and frees its place. */
export async function cancelBooking(client: ApiClient, number: string, token?: string) {
  const { bookingResponseSchema } = await bookingContract();
  const answer = await client.request({
    method: 'DELETE',
    path: `reservation-service/${encodeURIComponent(number)}`,
    query: { token },
    schema: bookingResponseSchema,
  });
  return answer.data;
}
