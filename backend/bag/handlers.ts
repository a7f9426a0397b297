import { randomUUID } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { accessTokenFromRequest } from '@/backend/auth/middleware';
import { unauthorizedError } from '@/backend/http/errors';
import { serialize } from '@/backend/shared/respond';
import { localize } from '@/backend/shared/text';
import type { AppEnv } from '@/backend/types';
import {
  beautyPassOffersResponseSchema,
  cartResponseSchema,
  type CartResponse,
  COUNTRIES,
  giftWithPurchaseResponseSchema,
  itemsCountResponseSchema,
  MAX_SAMPLES_PER_ORDER,
  offersResponseSchema,
  samplesResponseSchema,
} from '@/contract';
import { idempotencyKeyOf, requestHash, runIdempotent } from './idempotency';
import * as routes from './routes';
import { normalizeCart } from './normalize';
import { bagForReading, resolveCart } from './resolve';
import { rememberPromos, requestReads } from './request-reads';
import {
  addLineItem,
  applyCoupon,
  giftView,
  removeCoupon,
  removeLineItem,
  selectGifts,
  selectSamples,
  samplesView,
  setStoreCredits,
  signInToRedeem,
  updateLineItem,
} from './service';
import { cartView, emptyCart, giftsView, type CartPricing } from './view';
import { beautyPassOffers, redeemReward, selectBeautyPassOffer } from './loyalty';
import { type CartContext, type CartRow, loadLines, promosOfCountry, touchCart } from './store';
import { findGiftCard } from '@/backend/payments/gift-cards';
import { commerceClock } from '@/backend/shared/clock';

export const DEVICE_ID_COOKIE = 'device-id';
const DEVICE_ID_MAX_AGE = 365 * 24 * 60 * 60;
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

function deviceIdOf(c: Context<AppEnv>): string | null {
  const candidate = c.req.header('x-device-id') ?? getCookie(c, DEVICE_ID_COOKIE);
  return candidate && DEVICE_ID_PATTERN.test(candidate) ? candidate : null;
}

/**
 * Whose bag a request reads or changes: the member's, else the device's (a guest without a device id
 * gets one when a write needs it). A request that carries an access token which no longer works
 * (expired, or its session ended) is answered 401, so that the browser refreshes it and asks again;
 * read as a guest's, a member's add would land in the device's bag and their own would look empty.
 */
export function cartContext(c: Context<AppEnv>, options: { assignDevice: boolean }): CartContext {
  const user = c.get('user');
  if (!user && accessTokenFromRequest(c)) throw unauthorizedError();
  let deviceId = deviceIdOf(c);
  if (!user && !deviceId && options.assignDevice) {
    deviceId = randomUUID();
    // Readable by the storefront's scripts (they send it as X-Device-Id), so not HttpOnly.
    setCookie(c, DEVICE_ID_COOKIE, deviceId, {
      path: '/',
      maxAge: DEVICE_ID_MAX_AGE,
      sameSite: 'Lax',
      secure: c.get('secureCookies'),
    });
    c.header('X-Device-Id', deviceId);
  }
  return {
    db: c.get('db'),
    country: c.get('country'),
    language: c.get('language'),
    user,
    deviceId,
    reads: requestReads(),
  };
}

export function ownerScope(ctx: CartContext, what: string): string {
  const owner = ctx.user ? `user:${ctx.user.id}` : `device:${ctx.deviceId ?? ''}`;
  return `${what}:${ctx.country}:${owner}`;
}

/** Reads the bag (merging a guest bag into a member's first), or an empty bag. */
async function readCart(c: Context<AppEnv>, pricing: CartPricing = {}): Promise<CartResponse> {
  const ctx = cartContext(c, { assignDevice: false });
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const { cart, notices } = await resolveCart(txCtx, { create: false });
    if (!cart) return { data: emptyCart(ctx.country), notices };
    const normalized = await normalizeCart(txCtx, cart.id, cart);
    notices.push(...normalized.notices);
    return { data: (await cartView(txCtx, cart.id, normalized, pricing)).cart, notices };
  });
}

type Change = (ctx: CartContext, cart: CartRow) => Promise<void>;

/** Applies one change to the bag in a transaction and answers the bag, replay-safe with a key. */
async function changeCart<S extends 200 | 201 = 200>(
  c: Context<AppEnv>,
  change: Change,
  options: { status?: S; idempotency?: { what: string; body: unknown } } = {},
) {
  const ctx = cartContext(c, { assignDevice: true });
  const status = (options.status ?? 200) as S;
  const key = options.idempotency ? idempotencyKeyOf(c.req.header('idempotency-key')) : null;
  const scope = ownerScope(ctx, options.idempotency?.what ?? 'cart');
  const hash = requestHash(c.req.method, c.req.path, options.idempotency?.body ?? null);
  const answer = await runIdempotent<CartResponse>(ctx.db, { scope, key, hash }, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const { cart, notices } = await resolveCart(txCtx, { create: true });
    if (!cart) throw new Error('cart not created');
    await change(txCtx, cart);
    const normalized = await normalizeCart(txCtx, cart.id);
    notices.push(...normalized.notices);
    const body = serialize(cartResponseSchema, { data: (await cartView(txCtx, cart.id, normalized)).cart, notices });
    return { status, body };
  });
  return c.json(answer.body, status);
}

export function registerCartRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(routes.getCartRoute, async (c) => {
    const { delivery } = c.req.valid('query');
    const cart = await readCart(c, { clickAndCollect: delivery === 'click_and_collect' });
    return c.json(serialize(cartResponseSchema, cart), 200);
  });
  app.openapi(routes.getBagRoute, async (c) => c.json(serialize(cartResponseSchema, await readCart(c)), 200));
  app.openapi(routes.itemsCountRoute, async (c) => {
    const { data } = await readCart(c);
    return c.json(serialize(itemsCountResponseSchema, { data: { itemsCount: data.itemsCount } }), 200);
  });

  app.openapi(routes.addLineItemRoute, async (c) => {
    const body = c.req.valid('json');
    return changeCart(c, (ctx, cart) => addLineItem(ctx, cart, body.variantId, body.quantity), {
      status: 201,
      idempotency: { what: 'line-items', body },
    });
  });
  app.openapi(routes.updateLineItemRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { quantity } = c.req.valid('json');
    return changeCart(c, (ctx, cart) => updateLineItem(ctx, cart, id, quantity));
  });
  app.openapi(routes.deleteLineItemRoute, async (c) => {
    const { id } = c.req.valid('param');
    return changeCart(c, (ctx, cart) => removeLineItem(ctx, cart, id));
  });

  app.openapi(routes.offersRoute, async (c) => {
    const ctx = cartContext(c, { assignDevice: false });
    const currency = COUNTRIES[ctx.country].currency.code;
    const now = commerceClock.now();
    const all = await promosOfCountry(ctx.db, ctx.country);
    // A gift with purchase names its promo's code: it is among these.
    rememberPromos(ctx, all);
    const promos = all.filter((promo) => promo.startsAt <= now && (promo.endsAt === null || promo.endsAt >= now));
    const { cart } = await bagForReading(ctx);
    // The gifts with purchase need the bag's lines, not the rest of its view.
    const lines = cart ? await loadLines(ctx.db, cart.id, ctx.country) : [];
    const body = {
      data: {
        promos: promos.map((promo) => ({
          code: promo.code,
          details: localize(promo.details, ctx.language),
          terms: localize(promo.terms, ctx.language),
          minimumSpend: promo.minimumSpend === null ? null : { amount: promo.minimumSpend, currency },
          validUntil: promo.endsAt?.toISOString() ?? null,
        })),
        giftsWithPurchase: await giftsView(ctx, cart, lines),
      },
    };
    return c.json(serialize(offersResponseSchema, body), 200);
  });

  app.openapi(routes.getSamplesRoute, async (c) => {
    const ctx = cartContext(c, { assignDevice: false });
    const { cart } = await bagForReading(ctx);
    const samples = await samplesView(ctx, cart);
    return c.json(serialize(samplesResponseSchema, { data: { maxSelectable: MAX_SAMPLES_PER_ORDER, samples } }), 200);
  });
  app.openapi(routes.selectSamplesRoute, async (c) => {
    const { sampleIds } = c.req.valid('json');
    return changeCart(c, (ctx, cart) => selectSamples(ctx, cart, sampleIds));
  });

  app.openapi(routes.getBeautyPassOffersRoute, async (c) => {
    const ctx = cartContext(c, { assignDevice: false });
    const { cart } = await bagForReading(ctx);
    const offers = await beautyPassOffers(ctx, cart);
    return c.json(serialize(beautyPassOffersResponseSchema, { data: { offers } }), 200);
  });
  app.openapi(routes.selectBeautyPassOfferRoute, async (c) => {
    const { key } = c.req.valid('json');
    return changeCart(c, (ctx, cart) => selectBeautyPassOffer(ctx, cart, key));
  });

  app.openapi(routes.applyCouponRoute, async (c) => {
    const { code } = c.req.valid('json');
    return changeCart(c, (ctx, cart) => applyCoupon(ctx, cart, code));
  });
  app.openapi(routes.removeCouponRoute, async (c) => changeCart(c, (ctx, cart) => removeCoupon(ctx, cart)));
  app.openapi(routes.addGiftCardRoute, async (c) => {
    const { number, pin } = c.req.valid('json');
    return changeCart(c, async (ctx, cart) => {
      const card = await findGiftCard(ctx.db, ctx.country, number, pin);
      await touchCart(ctx.db, cart.id, { giftCardId: card.id });
    });
  });
  app.openapi(routes.removeGiftCardRoute, async (c) =>
    changeCart(c, (ctx, cart) => touchCart(ctx.db, cart.id, { giftCardId: null })),
  );
  app.openapi(routes.storeCreditsRoute, async (c) => {
    const { use } = c.req.valid('json');
    return changeCart(c, (ctx, cart) => setStoreCredits(ctx, cart, use));
  });

  app.openapi(routes.getGiftRoute, async (c) => {
    const { id } = c.req.valid('param');
    const ctx = cartContext(c, { assignDevice: false });
    const { cart } = await bagForReading(ctx);
    return c.json(serialize(giftWithPurchaseResponseSchema, { data: await giftView(ctx, cart, id) }), 200);
  });
  app.openapi(routes.selectGiftsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { variantIds } = c.req.valid('json');
    return changeCart(c, (ctx, cart) => selectGifts(ctx, cart, id, variantIds));
  });

  app.openapi(routes.redeemRewardRoute, async (c) => {
    const { rewardId } = c.req.valid('json');
    const ctx = cartContext(c, { assignDevice: false });
    if (!ctx.user) throw signInToRedeem();
    return changeCart(c, (txCtx, cart) => redeemReward(txCtx, cart, rewardId));
  });
}
