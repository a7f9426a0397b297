import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idempotencyKeyOf, requestHash, runIdempotent } from '@/backend/bag/idempotency';
import { serialize } from '@/backend/shared/respond';
import { accessTokenFromRequest } from '@/backend/auth/middleware';
import { unauthorizedError } from '@/backend/http/errors';
import type { AppEnv } from '@/backend/types';
import { bookingListResponseSchema, bookingResponseSchema, type BookingResponse } from '@/contract';
import {
  cancelBookingRoute,
  createBookingRoute,
  listBookingsRoute,
  rescheduleBookingRoute,
  showBookingRoute,
} from './reservation-routes';
import type { BookingContext } from './booking-context';
import { createBooking } from './create-booking';
import { cancelBooking, memberBookings, rescheduleBooking, showBooking } from './reservations';

/**
 * Without the link's token only the member may open a booking. A request that carries an access
 * token which no longer works (expired, or its session ended) is answered 401, so that the browser
 * refreshes it and asks again, rather than 404 as if the booking were not theirs.
 */
function requireLiveSession(c: Context<AppEnv>, linkToken: string | undefined): void {
  if (!linkToken && !c.var.user && accessTokenFromRequest(c)) throw unauthorizedError();
}

export function registerReservationRoutes(app: OpenAPIHono<AppEnv>, secret: string): void {
  const context = (c: Context<AppEnv>): BookingContext => ({
    db: c.var.db,
    country: c.var.country,
    language: c.var.language,
    user: c.var.user,
    secret,
  });

  app.openapi(createBookingRoute, async (c) => {
    const ctx = context(c);
    const body = c.req.valid('json');
    const answer = await runIdempotent<BookingResponse>(
      ctx.db,
      {
        scope: `bookings:${ctx.country}:${ctx.user ? `user:${ctx.user.id}` : 'guest'}`,
        key: idempotencyKeyOf(c.req.header('idempotency-key')),
        hash: requestHash('POST', '/reservation-service/create', body),
      },
      async (tx) => ({
        status: 201,
        body: serialize(bookingResponseSchema, { data: await createBooking({ ...ctx, db: tx }, body) }),
      }),
    );
    return c.json(answer.body, 201);
  });

  app.openapi(listBookingsRoute, async (c) => {
    const ctx = context(c);
    if (!ctx.user) throw unauthorizedError();
    const data = await memberBookings(ctx, ctx.user);
    return c.json(serialize(bookingListResponseSchema, { data }), 200);
  });

  app.openapi(showBookingRoute, async (c) => {
    const { token } = c.req.valid('query');
    requireLiveSession(c, token);
    const data = await showBooking(context(c), c.req.valid('param').id, token);
    return c.json(serialize(bookingResponseSchema, { data }), 200);
  });

  app.openapi(rescheduleBookingRoute, async (c) => {
    const { id, slotId, token } = c.req.valid('json');
    requireLiveSession(c, token);
    const ctx = context(c);
    const data = await ctx.db.transaction((tx) => rescheduleBooking({ ...ctx, db: tx }, id, slotId, token));
    return c.json(serialize(bookingResponseSchema, { data }), 200);
  });

  app.openapi(cancelBookingRoute, async (c) => {
    const ctx = context(c);
    const { id } = c.req.valid('param');
    const { token } = c.req.valid('query');
    requireLiveSession(c, token);
    const data = await ctx.db.transaction((tx) => cancelBooking({ ...ctx, db: tx }, id, token));
    return c.json(serialize(bookingResponseSchema, { data }), 200);
  });
}
