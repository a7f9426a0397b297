import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idempotencyKeyOf, requestHash, runIdempotent } from '@/backend/cart/idempotency';
import { serialize } from '@/backend/catalogue/shared/respond';
import { unauthorizedError } from '@/backend/http/errors';
import type { AppEnv } from '@/backend/types';
import { bookingListResponseSchema, bookingResponseSchema, type BookingResponse } from '@/lib/api/contract';
import {
  cancelBookingRoute,
  createBookingRoute,
  listBookingsRoute,
  rescheduleBookingRoute,
  showBookingRoute,
} from './reservation-routes';
import {
  cancelBooking,
  createBooking,
  memberBookings,
  rescheduleBooking,
  showBooking,
  type BookingContext,
} from './reservations';

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
    const data = await showBooking(context(c), c.req.valid('param').id, c.req.valid('query').token);
    return c.json(serialize(bookingResponseSchema, { data }), 200);
  });

  app.openapi(rescheduleBookingRoute, async (c) => {
    const { id, slotId, token } = c.req.valid('json');
    const ctx = context(c);
    const data = await ctx.db.transaction((tx) => rescheduleBooking({ ...ctx, db: tx }, id, slotId, token));
    return c.json(serialize(bookingResponseSchema, { data }), 200);
  });

  app.openapi(cancelBookingRoute, async (c) => {
    const ctx = context(c);
    const { id } = c.req.valid('param');
    const { token } = c.req.valid('query');
    const data = await ctx.db.transaction((tx) => cancelBooking({ ...ctx, db: tx }, id, token));
    return c.json(serialize(bookingResponseSchema, { data }), 200);
  });
}
