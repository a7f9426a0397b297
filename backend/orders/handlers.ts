import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { cartContext } from '@/backend/cart/handlers';
import { idempotencyKeyOf, requestHash, runIdempotent } from '@/backend/cart/idempotency';
import { serialize } from '@/backend/shared/respond';
import { invalidateCatalogueIndex } from '@/backend/catalogue';
import { ApiError, unauthorizedError } from '@/backend/http/errors';
import { latestPayment } from '@/backend/payments/service';
import type { AppEnv, AuthUser } from '@/backend/types';
import {
  enquireKbankPaymentResponseSchema,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  orderListResponseSchema,
  type OrderResponse,
  orderResponseSchema,
} from '@/lib/api/contract';
import * as routes from './routes';
import { cancelOrder, listOrders, orderView, ownOrder, placeOrder, retryPayment } from './service';

function member(c: Context<AppEnv>): AuthUser {
  const user = c.get('user');
  if (!user) throw unauthorizedError();
  return user;
}

export function registerOrderRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(routes.listOrdersRoute, async (c) => {
    const user = member(c);
    const data = await c.var.db.transaction((tx) => listOrders(tx, user));
    return c.json(serialize(orderListResponseSchema, { data }), 200);
  });

  app.openapi(routes.getOrderRoute, async (c) => {
    const user = member(c);
    const { id } = c.req.valid('param');
    const data = await c.var.db.transaction(async (tx) => orderView(tx, await ownOrder(tx, user, id)));
    return c.json(serialize(orderResponseSchema, { data }), 200);
  });

  app.openapi(routes.createOrderRoute, async (c) => {
    const user = member(c);
    const body = c.req.valid('json');
    const ctx = { ...cartContext(c, { assignDevice: false }), user };
    const answer = await runIdempotent<OrderResponse>(
      ctx.db,
      {
        scope: `orders:${ctx.country}:user:${user.id}`,
        key: idempotencyKeyOf(c.req.header('idempotency-key')),
        hash: requestHash('POST', '/orders', body),
      },
      async (tx) => {
        const order = await placeOrder({ ...ctx, db: tx }, body);
        return { status: 201, body: serialize(orderResponseSchema, { data: await orderView(tx, order) }) };
      },
    );
    invalidateCatalogueIndex(ctx.db);
    return c.json(answer.body, 201);
  });

  app.openapi(routes.retryPaymentRoute, async (c) => {
    const user = member(c);
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const db = c.var.db;
    const answer = await runIdempotent<OrderResponse>(
      db,
      {
        scope: `order-payments:user:${user.id}:${id}`,
        key: idempotencyKeyOf(c.req.header('idempotency-key')),
        hash: requestHash('POST', `/orders/${id}/payments`, body),
      },
      async (tx) => {
        const order = await retryPayment(tx, user, id, body.payment);
        return { status: 200, body: serialize(orderResponseSchema, { data: await orderView(tx, order) }) };
      },
    );
    invalidateCatalogueIndex(db);
    return c.json(answer.body, 200);
  });

  app.openapi(routes.cancelOrderRoute, async (c) => {
    const user = member(c);
    const { id } = c.req.valid('param');
    const data = await c.var.db.transaction(async (tx) => orderView(tx, await cancelOrder(tx, user, id)));
    invalidateCatalogueIndex(c.var.db);
    return c.json(serialize(orderResponseSchema, { data }), 200);
  });

  app.openapi(routes.enquireKbankPaymentRoute, async (c) => {
    const user = member(c);
    const { orderId } = c.req.valid('json');
    const data = await c.var.db.transaction(async (tx) => {
      const order = await ownOrder(tx, user, orderId);
      const payment = await latestPayment(tx, order.id);
      if (!payment || payment.method !== 'promptpay_qr') {
        throw new ApiError(422, ORDER_ERROR_CODES.notQrOrder, ORDER_MESSAGES.notQrOrder);
      }
      const status = payment.status === 'paid' ? 'paid' : payment.status === 'pending' ? 'pending' : 'expired';
      return { status, order: await orderView(tx, order) } as const;
    });
    return c.json(serialize(enquireKbankPaymentResponseSchema, { data }), 200);
  });
}
