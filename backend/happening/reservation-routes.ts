import { z } from '@hono/zod-openapi';
import { membersOnly } from '@/backend/auth/middleware';
import {
  errorResponse,
  idempotencyKeyHeader,
  jsonBody,
  jsonResponse,
  memberOrGuestSecurity,
  routeGroup,
} from '@/backend/http/openapi';
import {
  bookingListResponseSchema,
  bookingResponseSchema,
  bookingTokenQuerySchema,
  createBookingRequestSchema,
  rescheduleBookingRequestSchema,
} from '@/contract';

const tags = ['Booking'];
const route = routeGroup({ tags, security: memberOrGuestSecurity });
const memberRoute = routeGroup({ tags, ...membersOnly("'Authentication failed.' without a valid access token") });
const numberParam = z.object({ id: z.string().min(1).max(40) });
const idempotencyHeader = idempotencyKeyHeader(
  'A double submit or retry with the same key answers the same booking; no second place is taken.',
);

export const createBookingRoute = route('post', '/reservation-service/create', {
  summary: 'Book a place in a time slot, as a member (tied to the account) or as a guest with contact details',
  request: { headers: idempotencyHeader, body: jsonBody(createBookingRequestSchema) },
  responses: {
    201: jsonResponse(bookingResponseSchema, 'The booking, confirmed'),
    400: errorResponse("Invalid contact details ('Full Name is required', 'Invalid email', 'Invalid phone number')"),
    403: errorResponse("'download app to book' for an app-only activity"),
    404: errorResponse("'Resource not found!' for an unknown activity or slot"),
    409: errorResponse("'No available slots' when the slot is full or has started"),
    422: errorResponse(
      "An answer is missing or too long ('Required field', 'Character limit exceeded'; booking_invalid_answer, with the question in details.field and details.reason 'required' or 'too_long')",
    ),
  },
});

export const listBookingsRoute = memberRoute('get', '/reservation-service', {
  summary: "The member's bookings in the country: upcoming (soonest first) and past",
  responses: { 200: jsonResponse(bookingListResponseSchema, 'Bookings') },
});

/** A booking's routes: opened by the member who made it, or by anybody with its link's token. */
const bookingRoute = routeGroup({
  tags,
  security: memberOrGuestSecurity,
  responses: {
    // Without the link's token, an access token that no longer works: refresh it and ask again.
    401: errorResponse("'Authentication failed.' when the access token sent has expired or its session ended"),
    404: errorResponse(
      "'Resource not found!' for an unknown booking, and for one that is neither the member's nor opened with its link's token",
    ),
  },
});

export const showBookingRoute = bookingRoute('get', '/reservation-service/{id}', {
  summary: 'A booking by confirmation number (the member signed in, or `token` from the link)',
  request: { params: numberParam, query: bookingTokenQuerySchema },
  responses: { 200: jsonResponse(bookingResponseSchema, 'The booking') },
});

export const rescheduleBookingRoute = bookingRoute('post', '/reservation-service', {
  summary:
    'Move a booking to another slot of the same activity: the new place is taken and the old one released at once',
  request: { body: jsonBody(rescheduleBookingRequestSchema) },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The booking, rescheduled'),
    409: errorResponse("'No available slots' when the new slot is full; a cancelled booking cannot move"),
    422: errorResponse("'Booking expired' once the booked slot has started"),
  },
});

export const cancelBookingRoute = bookingRoute('delete', '/reservation-service/{id}', {
  summary: 'Cancel a booking and release its place (cancelling twice answers the cancelled booking)',
  request: { params: numberParam, query: bookingTokenQuerySchema },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The booking, cancelled'),
    422: errorResponse("'Booking expired' once the booked slot has started"),
  },
});
