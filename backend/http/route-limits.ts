import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { LimitName } from '@/backend/http/limit-table';
import type { Limits } from '@/backend/http/limits';
import type { AppEnv } from '@/backend/types';

interface RouteLimit {
  method: string;
  path: RegExp;
  limits: Array<{ name: LimitName; key: (c: Context<AppEnv>, body: Record<string, unknown>) => string | null }>;
}

function bodyEmail(body: Record<string, unknown>): string | null {
  return typeof body.email === 'string' ? body.email : null;
}

function contactEmail(body: Record<string, unknown>): string | null {
  const contact = body.contact;
  return contact && typeof contact === 'object' && typeof (contact as { email?: unknown }).email === 'string'
    ? (contact as { email: string }).email
    : null;
}

const member = (c: Context<AppEnv>) => {
  const user = c.get('user');
  return user ? `member:${user.id}` : null;
};

/**
 * Limits on actions outside sign-in (whose handlers take their own limits): checked before the
 * handler, so a refused request does no work. A per-target key the request does not name (a
 * malformed body) is skipped; the per-client limit still counts it.
 */
const ROUTE_LIMITS: RouteLimit[] = [
  {
    method: 'POST',
    path: /^\/reservation-service\/create$/,
    limits: [
      { name: 'bookingClient', key: () => '' },
      {
        name: 'bookingTarget',
        key: (c, body) => member(c) ?? (contactEmail(body) ? `email:${contactEmail(body)}` : null),
      },
    ],
  },
  {
    method: 'POST',
    path: /^\/account\/reviews$/,
    limits: [
      { name: 'reviewClient', key: () => '' },
      { name: 'reviewMember', key: (c) => member(c) },
    ],
  },
  {
    method: 'POST',
    path: /^\/newsletter\/subscriptions$/,
    limits: [
      { name: 'newsletterClient', key: () => '' },
      { name: 'newsletterEmail', key: (_c, body) => bodyEmail(body) },
    ],
  },
  {
    method: 'POST',
    path: /^\/cart\/discount-coupon$/,
    limits: [
      { name: 'promoClient', key: () => '' },
      {
        name: 'promoOwner',
        key: (c) => {
          const device = c.req.header('x-device-id') ?? getCookie(c, 'device-id');
          return member(c) ?? (device ? `device:${device}` : null);
        },
      },
    ],
  },
  {
    // A guest's order (a member's is theirs to place): per client and per address it is sent to.
    method: 'POST',
    path: /^\/orders$/,
    limits: [
      { name: 'guestOrderClient', key: (c) => (guest(c) ? '' : null) },
      { name: 'guestOrderEmail', key: (c, body) => (guest(c) ? bodyEmail(body) : null) },
    ],
  },
  {
    // A PIN is four digits: tries are limited per client and per card number.
    method: 'POST',
    path: /^\/cart\/gift-card$/,
    limits: [
      { name: 'giftCardClient', key: () => '' },
      {
        name: 'giftCardNumber',
        key: (_c, body) => (typeof body.number === 'string' ? `card:${body.number.replace(/[\s-]/g, '')}` : null),
      },
    ],
  },
  {
    method: 'POST',
    path: /^\/orders\/lookup$/,
    limits: [
      { name: 'orderLookupClient', key: () => '' },
      {
        name: 'orderLookupNumber',
        key: (_c, body) => (typeof body.number === 'string' ? `number:${body.number.trim().toUpperCase()}` : null),
      },
    ],
  },
];

const guest = (c: Context<AppEnv>) => !c.get('user');

async function jsonBodyOf(c: Context): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('json')) return {};
  try {
    // Hono keeps the parsed body, so the route's validator reads the same one.
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Applies ROUTE_LIMITS; mounted after the auth middleware, so a member is known. */
export function routeLimits(limits: Limits, basePath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const relative = c.req.path.slice(basePath.length).replace(/\/+$/, '');
    const route = ROUTE_LIMITS.find((entry) => entry.method === c.req.method && entry.path.test(relative));
    if (!route) return next();
    const body = await jsonBodyOf(c);
    const client = limits.client(c);
    for (const limit of route.limits) {
      const target = limit.key(c, body);
      if (target === null) continue;
      await limits.enforce(c, limit.name, target === '' ? client : target);
    }
    return next();
  };
}
