import type { z } from 'zod';
import { membersOnly } from '@/backend/auth/middleware';
import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  variantListResponseBodySchema,
  variantListUpdateSchema,
  variantSubscribeSchema,
  wishlistResponseSchema,
  wishlistUpdateSchema,
} from '@/contract';

const route = routeGroup({
  tags: ['Lists'],
  ...membersOnly("'Authentication failed.' without a valid access token"),
});

export const getWishlistRoute = route('get', '/wishlist', {
  summary: "The member's wish list in the request's country",
  responses: { 200: jsonResponse(wishlistResponseSchema, 'Saved products') },
});

export const updateWishlistRoute = route('patch', '/wishlist', {
  summary: 'Adds or removes one product (repeating a write changes nothing)',
  request: { body: jsonBody(wishlistUpdateSchema) },
  responses: {
    200: jsonResponse(wishlistResponseSchema, 'The wish list after the change'),
    404: errorResponse("'Resource not found!' for a product not sold in the country"),
  },
});

const variantNotFound = errorResponse("'Resource not found!' for a variant not sold in the country");

/** A member's read of a variant list: the variant ids on it. */
function variantListRead(path: string, summary: string) {
  return route('get', path, {
    summary,
    responses: { 200: jsonResponse(variantListResponseBodySchema, 'Variant ids') },
  });
}

/** A member's write of a variant list (repeating it changes nothing): the variant ids after it. */
function variantListWrite<B extends z.ZodType>(method: 'patch' | 'post', path: string, summary: string, body: B) {
  return route(method, path, {
    summary,
    request: { body: jsonBody(body) },
    responses: {
      200: jsonResponse(variantListResponseBodySchema, 'Variant ids after the change'),
      404: variantNotFound,
    },
  });
}

function variantListRoutes(path: '/waitlist' | '/notification-subscription', what: string) {
  return {
    get: variantListRead(path, `Variant ids on the member's ${what}`),
    patch: variantListWrite(
      'patch',
      path,
      `Joins or leaves the ${what} for one variant (repeating a write changes nothing)`,
      variantListUpdateSchema,
    ),
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
  create: variantListWrite(
    'post',
    '/notification-subscription',
    'Joins or leaves the launch reminders for one variant (as PATCH)',
    variantListUpdateSchema,
  ),
  get: variantListRead('/notification-subscription/subscribe', 'Variant ids the member is reminded of at launch'),
  subscribe: variantListWrite(
    'post',
    '/notification-subscription/subscribe',
    'Subscribes to a launch reminder for one variant (repeating changes nothing)',
    variantSubscribeSchema,
  ),
};
