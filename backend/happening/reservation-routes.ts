import { createRoute, z } from '@hono/zod-openapi';
import { requireAuth } from '@/backend/auth/middleware';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import {
  bookingListResponseSchema,
  bookingResponseSchema,
  bookingTokenQuerySchema,
  createBookingRequestSchema,
  rescheduleBookingRequestSchema,
} from '@/contract';

const tags = ['Booking'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }, {}];
const numberParam = z.object({ id: z.string().min(1).max(40) });
const notYours = errorResponse(
  "'Resource not found!' for an unknown booking, and for one that is neither the member's nor opened with its link's token",
);
const idempotencyHeader = z.object({
  'idempotency-key': z.string().optional().openapi({
    description: 'A double submit or retry with the same key answers the same booking; no second place is taken.',
  }),
});

export const createBookingRoute = createRoute({
  method: 'post',
  path: '/reservation-service/create',
  tags,
  security,
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

export const listBookingsRoute = createRoute({
  method: 'get',
  path: '/reservation-service',
  tags,
  security: [{ bearerAuth: [] }, { cookieAuth: [] }],
  middleware: [requireAuth] as const,
  summary: "The member's bookings in the country: upcoming (soonest first) and past",
  responses: {
    200: jsonResponse(bookingListResponseSchema, 'Bookings'),
    401: errorResponse("'Authentication failed.' without a valid access token"),
  },
});

/** Without the link's token, an access token that no longer works: refresh it and ask again. */
const staleSession = errorResponse(
  "'Authentication failed.' when the access token sent has expired or its session ended",
);

export const showBookingRoute = createRoute({
  method: 'get',
  path: '/reservation-service/{id}',
  tags,
  security,
  summary: 'A booking by confirmation number (the member signed in, or `token` from the link)',
  request: { params: numberParam, query: bookingTokenQuerySchema },
  responses: { 200: jsonResponse(bookingResponseSchema, 'The booking'), 401: staleSession, 404: notYours },
});

export const rescheduleBookingRoute = createRoute({
  method: 'post',
  path: '/reservation-service',
  tags,
  security,
  summary:
    'Move a booking to another slot of the same activity: the new place is taken and the old one released at once',
  request: { body: jsonBody(rescheduleBookingRequestSchema) },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The booking, rescheduled'),
    401: staleSession,
    404: notYours,
    409: errorResponse("'No available slots' when the new slot is full; a cancelled booking cannot move"),
    422: errorResponse("'Booking expired' once the booked slot has started"),
  },
});

export const cancelBookingRoute = createRoute({
  method: 'delete',
  path: '/reservation-service/{id}',
  tags,
  security,
  summary: 'Cancel a booking and release its place (cancelling twice answers the cancelled booking)',
  request: { params: numberParam, query: bookingTokenQuerySchema },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The booking, cancelled'),
    401: staleSession,
    404: notYours,
    422: errorResponse("'Booking expired' once the booked slot has started"),
  },
});
