import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cartContext } from '@/backend/bag/handlers';
import { idempotencyKeyOf, requestHash, runIdempotent } from '@/backend/bag/idempotency';
import { serialize } from '@/backend/shared/respond';
import { invalidateCatalogueIndex } from '@/backend/catalogue';
import { ApiError, unauthorizedError } from '@/backend/http/errors';
import { sha256Hex } from '@/backend/auth/tokens';
import { latestPayment } from '@/backend/payments/service';
import type { AppEnv, AuthUser } from '@/backend/types';
import {
  enquireKbankPaymentResponseSchema,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  orderListResponseSchema,
  orderLookupResponseSchema,
  type OrderResponse,
  orderResponseSchema,
} from '@/contract';
import * as routes from './routes';
import { grantPass, lookupGuestOrder, passOf } from './guests';
import { retryPayment } from './retry';
import { askedOrder, cancelOrder, listOrders, type OrderAsker, placeOrder } from './service';
import { orderView } from './view';

function member(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorizedError();
  return user;
}

/** The member asking and the browser's pass to guest orders (the routes let in only one of them or both). */
function asker(c: Context<AppEnv>): OrderAsker {
  const who = { user: c.get('user') ?? null, pass: passOf(c) };
  if (!who.user && !who.pass) throw unauthorizedError();
  return who;
}

/** Whose request an answer is kept for: the member's, else the pass's. */
const askerScope = (who: OrderAsker) => (who.user ? `user:${who.user.id}` : `pass:${sha256Hex(who.pass ?? '')}`);

export function registerOrderRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(routes.listOrdersRoute, async (c) => {
    const user = member(c);
    const data = await c.var.db.transaction((tx) => listOrders(tx, user));
    return c.json(serialize(orderListResponseSchema, { data }), 200);
  });

  app.openapi(routes.getOrderRoute, async (c) => {
    const who = asker(c);
    const { id } = c.req.valid('param');
    const data = await c.var.db.transaction(async (tx) => orderView(tx, await askedOrder(tx, who, id)));
    return c.json(serialize(orderResponseSchema, { data }), 200);
  });

  app.openapi(routes.createOrderRoute, async (c) => {
    const body = c.req.valid('json');
    const cart = cartContext(c, { assignDevice: false });
    // A member orders their own bag; a guest the device's bag, with the address they give.
    const owner = cart.user ? { user: cart.user } : { user: null, guestEmail: body.email ?? guestEmailRequired() };
    const answer = await runIdempotent<OrderResponse>(
      cart.db,
      {
        scope: `orders:${cart.country}:${cart.user ? `user:${cart.user.id}` : `device:${cart.deviceId ?? ''}`}`,
        key: idempotencyKeyOf(c.req.header('idempotency-key')),
        hash: requestHash('POST', '/orders', body),
      },
      async (tx) => {
        const order = await placeOrder({ ...cart, ...owner, db: tx }, body);
        return { status: 201, body: serialize(orderResponseSchema, { data: await orderView(tx, order) }) };
      },
    );
    // The guest's browser may open the order it placed (and pay it again) with its pass; a replayed
    // answer (a retry after a lost one) hands it over again.
    if (!cart.user) await grantPass(c, cart.db, answer.body.data.id);
    invalidateCatalogueIndex(cart.db);
    return c.json(answer.body, 201);
  });

  app.openapi(routes.retryPaymentRoute, async (c) => {
    const who = asker(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const db = c.var.db;
    const answer = await runIdempotent<OrderResponse>(
      db,
      {
        scope: `order-payments:${askerScope(who)}:${id}`,
        key: idempotencyKeyOf(c.req.header('idempotency-key')),
        hash: requestHash('POST', `/orders/${id}/payments`, body),
      },
      async (tx) => {
        const order = await retryPayment(tx, who, id, body.payment);
        return { status: 200, body: serialize(orderResponseSchema, { data: await orderView(tx, order) }) };
      },
    );
    invalidateCatalogueIndex(db);
    return c.json(answer.body, 200);
  });

  app.openapi(routes.cancelOrderRoute, async (c) => {
    const who = asker(c);
    const { id } = c.req.valid('param');
    const data = await c.var.db.transaction(async (tx) => orderView(tx, await cancelOrder(tx, who, id)));
    invalidateCatalogueIndex(c.var.db);
    return c.json(serialize(orderResponseSchema, { data }), 200);
  });

  app.openapi(routes.enquireKbankPaymentRoute, async (c) => {
    const who = asker(c);
    const { orderId } = c.req.valid('json');
    const data = await c.var.db.transaction(async (tx) => {
      const order = await askedOrder(tx, who, orderId);
      const payment = await latestPayment(tx, order.id);
      if (!payment || payment.method !== 'promptpay_qr') {
        throw new ApiError(422, ORDER_ERROR_CODES.notQrOrder, ORDER_MESSAGES.notQrOrder);
      }
      const status = payment.status === 'paid' ? 'paid' : payment.status === 'pending' ? 'pending' : 'expired';
      return { status, order: await orderView(tx, order) } as const;
    });
    return c.json(serialize(enquireKbankPaymentResponseSchema, { data }), 200);
  });

  app.openapi(routes.lookupOrderRoute, async (c) => {
    const request = c.req.valid('json');
    const data = await c.var.db.transaction(async (tx) => {
      const order = await lookupGuestOrder(tx, request);
      await grantPass(c, tx, order.id);
      return { id: order.id, pageVariant: (await orderView(tx, order)).pageVariant };
    });
    return c.json(serialize(orderLookupResponseSchema, { data }), 200);
  });
}

function guestEmailRequired(): never {
  throw new ApiError(422, ORDER_ERROR_CODES.guestEmailRequired, ORDER_MESSAGES.guestEmailRequired);
}
