import { createRoute } from '@hono/zod-openapi';
import { requireAuth } from '@/backend/auth/middleware';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import {
  variantListResponseBodySchema,
  variantListUpdateSchema,
  variantSubscribeSchema,
  wishlistResponseSchema,
  wishlistUpdateSchema,
} from '@/lib/api/contract';

const tags = ['Lists'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];
const unauthorized = errorResponse("'Authentication failed.' without a valid access token");

export const getWishlistRoute = createRoute({
  method: 'get',
  path: '/wishlist',
  tags,
  security,
  middleware: [requireAuth] as const,
  summary: "The member's wish list in the request's country",
  responses: { 200: jsonResponse(wishlistResponseSchema, 'Saved products'), 401: unauthorized },
});

export const updateWishlistRoute = createRoute({
  method: 'patch',
  path: '/wishlist',
  tags,
  security,
  middleware: [requireAuth] as const,
  summary: 'Adds or removes one product (repeating a write changes nothing)',
  request: { body: jsonBody(wishlistUpdateSchema) },
  responses: {
    200: jsonResponse(wishlistResponseSchema, 'The wish list after the change'),
    401: unauthorized,
    404: errorResponse("'Resource not found!' for a product not sold in the country"),
  },
});

function variantListRoutes(path: '/waitlist' | '/notification-subscription', what: string) {
  return {
    get: createRoute({
      method: 'get',
      path,
      tags,
      security,
      middleware: [requireAuth] as const,
      summary: `Variant ids on the member's ${what}`,
      responses: { 200: jsonResponse(variantListResponseBodySchema, 'Variant ids'), 401: unauthorized },
    }),
    patch: createRoute({
      method: 'patch',
      path,
      tags,
      security,
      middleware: [requireAuth] as const,
      summary: `Joins or leaves the ${what} for one variant (repeating a write changes nothing)`,
      request: { body: jsonBody(variantListUpdateSchema) },
      responses: {
        200: jsonResponse(variantListResponseBodySchema, 'Variant ids after the change'),
        401: unauthorized,
        404: errorResponse("'Resource not found!' for a variant not sold in the country"),
      },
    }),
  };
}

/** Out-of-stock variants: the member is emailed when they are back. */
export const waitlistRoutes = variantListRoutes('/waitlist', 'waitlist');
/** Coming-soon variants: the member is reminded at launch. */
export const reminderRoutes = variantListRoutes('/notification-subscription', 'launch reminders');

/**
 * The reminder list's calls as the spec names them: POST notification-subscription/ writes like
 * PATCH, and notification-subscription/subscribe reads the list (GET) or joins it (POST, repeating
 * changes nothing).
 */
export const reminderSubscribeRoutes = {
  create: createRoute({
    method: 'post',
    path: '/notification-subscription',
    tags,
    security,
    middleware: [requireAuth] as const,
    summary: 'Joins or leaves the launch reminders for one variant (as PATCH)',
    request: { body: jsonBody(variantListUpdateSchema) },
    responses: {
      200: jsonResponse(variantListResponseBodySchema, 'Variant ids after the change'),
      401: unauthorized,
      404: errorResponse("'Resource not found!' for a variant not sold in the country"),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/notification-subscription/subscribe',
    tags,
    security,
    middleware: [requireAuth] as const,
    summary: 'Variant ids the member is reminded of at launch',
    responses: { 200: jsonResponse(variantListResponseBodySchema, 'Variant ids'), 401: unauthorized },
  }),
  subscribe: createRoute({
    method: 'post',
    path: '/notification-subscription/subscribe',
    tags,
    security,
    middleware: [requireAuth] as const,
    summary: 'Subscribes to a launch reminder for one variant (repeating changes nothing)',
    request: { body: jsonBody(variantSubscribeSchema) },
    responses: {
      200: jsonResponse(variantListResponseBodySchema, 'Variant ids after the change'),
      401: unauthorized,
      404: errorResponse("'Resource not found!' for a variant not sold in the country"),
    },
  }),
};
