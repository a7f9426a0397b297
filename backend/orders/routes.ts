import { z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { membersOnly } from '@/backend/auth/middleware';
import { unauthorizedError } from '@/backend/http/errors';
import type { AppEnv } from '@/backend/types';
import { passOf } from './guests';
import {
  errorResponse,
  idempotencyKeyHeader,
  jsonBody,
  jsonResponse,
  memberSecurity,
  routeGroup,
} from '@/backend/http/openapi';
import {
  createOrderRequestSchema,
  enquireKbankPaymentRequestSchema,
  enquireKbankPaymentResponseSchema,
  orderListResponseSchema,
  orderLookupRequestSchema,
  orderLookupResponseSchema,
  orderResponseSchema,
  retryPaymentRequestSchema,
} from '@/contract';
import { recordIdSchema } from '@/contract/common';

const tags = ['Orders'];
const authenticationFailed = "'Authentication failed.' without a valid access token";
const unauthorized = errorResponse(authenticationFailed);
const idParams = z.object({ id: recordIdSchema });

/** A member, or a browser with a pass to a guest's orders; else 'Authentication failed.'. */
const memberOrPass: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user') && !passOf(c)) throw unauthorizedError();
  await next();
};

const route = routeGroup({ tags });
const memberRoute = routeGroup({ tags, ...membersOnly(authenticationFailed) });
/**
 * An order's routes: a member's session, or a browser's pass to a guest's orders (cookie
 * `guest-order-pass`); another member's order answers as a missing one.
 */
const orderRoute = routeGroup({
  tags,
  security: [...memberSecurity, { guestOrderPass: [] }],
  middleware: [memberOrPass],
  responses: {
    401: unauthorized,
    404: errorResponse("'Resource not found!' for a missing order and for another member's order alike"),
  },
});
const idempotencyHeader = idempotencyKeyHeader(
  'A double submit or retry with the same key answers the same order; no second order is made.',
);

export const listOrdersRoute = memberRoute('get', '/orders', {
  summary: "The member's orders, newest first",
  responses: { 200: jsonResponse(orderListResponseSchema, 'Orders') },
});

export const getOrderRoute = orderRoute('get', '/orders/{id}', {
  summary: 'One order with its state, payment and pickup message',
  request: { params: idParams },
  responses: { 200: jsonResponse(orderResponseSchema, 'The order') },
});

export const createOrderRoute = route('post', '/orders', {
  security: memberSecurity,
  summary: 'Places the bag as an order, reserves its stock and makes the first payment attempt',
  description:
    "A member's bag, or a guest's (the device's bag, with `email`): a guest's answer sets the browser's pass to the order (HttpOnly cookie `guest-order-pass`).",
  request: { headers: idempotencyHeader, body: jsonBody(createOrderRequestSchema) },
  responses: {
    201: jsonResponse(orderResponseSchema, 'The order, in the state its payment left it'),
    401: unauthorized,
    409: errorResponse('Out of stock: remove to proceed to checkout'),
    422: errorResponse('Empty bag, payment method or store not available, not enough points, no e-mail for a guest'),
    429: errorResponse('Too many guest orders from this client or for this address'),
  },
});

export const retryPaymentRoute = orderRoute('post', '/orders/{id}/payments', {
  summary: 'Pays again on a failed or expired order (a new QR code for PromptPay)',
  request: { params: idParams, headers: idempotencyHeader, body: jsonBody(retryPaymentRequestSchema) },
  responses: {
    200: jsonResponse(orderResponseSchema, 'The order after the attempt'),
    409: errorResponse('The order cannot be paid again, or its stock is gone'),
    422: errorResponse('Payment method not available'),
  },
});

export const cancelOrderRoute = orderRoute('post', '/orders/{id}/cancel', {
  summary: 'Cancels an unpaid order and releases its stock',
  request: { params: idParams },
  responses: {
    200: jsonResponse(orderResponseSchema, 'The cancelled order'),
    409: errorResponse('Paid or already cancelled'),
  },
});

export const enquireKbankPaymentRoute = orderRoute('post', '/orders/enquireKbankPayment', {
  summary: 'Status check of a PromptPay QR payment: pending, paid or expired',
  request: { body: jsonBody(enquireKbankPaymentRequestSchema) },
  responses: {
    200: jsonResponse(enquireKbankPaymentResponseSchema, 'Payment status and order'),
    422: errorResponse('The order is not paid by QR code'),
  },
});

export const lookupOrderRoute = route('post', '/orders/lookup', {
  summary: "Finds a guest's order by its number and e-mail address",
  description:
    "Opens the order to this browser (HttpOnly cookie `guest-order-pass`). A member's order, a wrong address and an unknown number answer the same 404.",
  request: { body: jsonBody(orderLookupRequestSchema) },
  responses: {
    200: jsonResponse(orderLookupResponseSchema, 'The order to open'),
    404: errorResponse('We could not find an order with this number and e-mail address'),
    429: errorResponse('Too many lookups from this client or for this order number'),
  },
});
