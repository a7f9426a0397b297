import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { invalidateCatalogueIndex } from '@/backend/catalogue';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import { notFoundError } from '@/backend/http/errors';
import { orderView } from './view';
import type { AppEnv } from '@/backend/types';
import { orderResponseSchema, settlePaymentRequestSchema } from '@/contract';
import { recordIdSchema } from '@/contract/common';
import { serialize } from '@/backend/shared/respond';
import { expireIfDue, settlePayment } from '@/backend/payments/payment-attempts';
import { lockOrder } from '@/backend/payments/service';

/** The test gateway's side: decides a payment that is waiting (QR, virtual account, review, BNPL). */
export const settlePaymentRoute = createRoute({
  method: 'post',
  path: '/sandbox/payments/{orderId}/settle',
  tags: ['Sandbox'],
  summary:
    'Test gateway: marks the waiting payment of an order paid, failed or blocked; the same decision again answers the order unchanged',
  request: {
    params: z.object({ orderId: recordIdSchema }),
    body: jsonBody(settlePaymentRequestSchema),
  },
  responses: {
    200: jsonResponse(orderResponseSchema, 'The order after the decision'),
    404: errorResponse("'Resource not found!'"),
    409: errorResponse('Nothing is waiting (decided otherwise, or expired)'),
  },
});

export function registerPaymentSandboxRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(settlePaymentRoute, async (c) => {
    const { orderId } = c.req.valid('param');
    const { outcome } = c.req.valid('json');
    const db = c.var.db;
    const data = await db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      if (!row) throw notFoundError();
      const order = await settlePayment(tx, await expireIfDue(tx, row), outcome);
      return orderView(tx, order);
    });
    invalidateCatalogueIndex(db);
    return c.json(serialize(orderResponseSchema, { data }), 200);
  });
}
