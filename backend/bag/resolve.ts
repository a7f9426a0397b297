/** Finding the bag, and merging a guest's into a member's. */

import { and, eq } from 'drizzle-orm';
import { cartLineItems } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import {
  CART_MESSAGES,
  type CartNotice,
  type CountryCode,
  MAX_QUANTITY_PER_ITEM,
  MAX_SAMPLES_PER_ORDER,
} from '@/contract';
import {
  brandLimit,
  type CartContext,
  type CartRow,
  createCart,
  findGuestCart,
  findOpenCart,
  loadLines,
  lockOpenCart,
  touchCart,
} from './store';

export interface ResolvedCart {
  cart: CartRow | null;
  notices: CartNotice[];
}

/**
 * The owner's open bag, created when asked, locked for the rest of the transaction. Found and locked
 * in one statement; when that finds none, there was a moment, during this request, with no open bag
 * (one that was ordered or merged while this request waited for its lock can have no successor
 * until that change committed), so a read answers the empty bag. A request that creates the bag
 * finds the one another request created since, if any, and tries again while each it finds closes
 * before it is locked.
 */
async function lockedOwnCart(ctx: CartContext, create: boolean): Promise<CartRow | null> {
  const own = await findOpenCart(ctx.db, ctx, { lock: true });
  if (own || !create) return own;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = (await createCart(ctx.db, ctx)) ?? (await findOpenCart(ctx.db, ctx));
    const locked = found && (await lockOpenCart(ctx.db, found.id));
    if (locked) return locked;
  }
  throw new Error('the bag kept changing while it was being locked');
}

/**
 * The request's open bag, locked for the rest of the transaction. A member's request that still
 * carries a guest device id with an open bag merges that bag into the member's first (under both
 * locks, so two requests cannot merge it twice): quantities add up, capped by the per-item and
 * per-order limits; the guest's promo and gift card carry over when the member has none.
 */
export async function resolveCart(ctx: CartContext, options: { create: boolean }): Promise<ResolvedCart> {
  const { db } = ctx;
  const notices: CartNotice[] = [];
  let cart = await lockedOwnCart(ctx, options.create);
  if (ctx.user && ctx.deviceId) {
    const found = await findGuestCart(db, ctx.country, ctx.deviceId);
    if (found) {
      cart ??= await lockedOwnCart(ctx, true);
      const guest = await lockOpenCart(db, found.id);
      if (cart && guest) {
        await mergeInto(db, ctx.country, guest, cart);
        notices.push({ code: 'merged', message: CART_MESSAGES.merged });
        cart = (await lockOpenCart(db, cart.id)) ?? cart;
      }
    }
  }
  return { cart, notices };
}

/**
 * The request's open bag for a request that only reads it: a plain read, without a transaction or
 * the bag's lock, since nothing it answers is written back, so it never waits for a change of the
 * bag in progress. A member's request that still carries a guest device id whose bag is open
 * merges that bag first, under the locks, exactly as `resolveCart` does.
 */
export async function bagForReading(ctx: CartContext): Promise<ResolvedCart> {
  if (ctx.user && ctx.deviceId && (await findGuestCart(ctx.db, ctx.country, ctx.deviceId))) {
    return ctx.db.transaction((tx) => resolveCart({ ...ctx, db: tx }, { create: false }));
  }
  return { cart: await findOpenCart(ctx.db, ctx), notices: [] };
}

async function mergeInto(db: Db, country: CountryCode, guest: CartRow, member: CartRow) {
  const guestLines = (await loadLines(db, guest.id, country)).filter((line) => line.type === 'product');
  const memberLines = (await loadLines(db, member.id, country)).filter((line) => line.type === 'product');
  const quantities = new Map(memberLines.map((line) => [line.variantId, line.quantity]));
  const brandOf = new Map<number, number>();
  for (const line of [...memberLines, ...guestLines]) brandOf.set(line.variantId, line.brand.id);
  const brandTotal = (brandId: number) =>
    [...quantities].reduce(
      (sum, [variantId, quantity]) => (brandOf.get(variantId) === brandId ? sum + quantity : sum),
      0,
    );

  for (const line of guestLines) {
    const current = quantities.get(line.variantId) ?? 0;
    const cap = Math.min(MAX_QUANTITY_PER_ITEM, line.maxPerOrder ?? MAX_QUANTITY_PER_ITEM);
    let next = Math.min(cap, current + line.quantity);
    const brandMax = await brandLimit(db, country, line.brand.id);
    if (brandMax !== null) next = Math.min(next, current + Math.max(0, brandMax - brandTotal(line.brand.id)));
    if (next <= current) continue;
    quantities.set(line.variantId, next);
    if (current === 0) {
      await db
        .insert(cartLineItems)
        .values({ cartId: member.id, type: 'product', variantId: line.variantId, quantity: next });
    } else {
      await db
        .update(cartLineItems)
        .set({ quantity: next })
        .where(
          and(
            eq(cartLineItems.cartId, member.id),
            eq(cartLineItems.variantId, line.variantId),
            eq(cartLineItems.type, 'product'),
          ),
        );
    }
  }
  const promoCarried = member.promoId === null && guest.promoId !== null;
  if (promoCarried) await touchCart(db, member.id, { promoId: guest.promoId });
  // A gift card the guest added (with its PIN) pays for the member's bag too, unless one already does.
  if (member.giftCardId === null && guest.giftCardId !== null) {
    await touchCart(db, member.id, { giftCardId: guest.giftCardId });
  }

  // The whole bag comes along: the guest's chosen samples when the member had chosen none, and the
  // gifts of a promo that came over with it. The usual checks (stock, limits) run on the next read.
  const extras = await db.select().from(cartLineItems).where(eq(cartLineItems.cartId, guest.id));
  const memberExtras = await db.select().from(cartLineItems).where(eq(cartLineItems.cartId, member.id));
  const carried = extras.filter(
    (line) =>
      (line.type === 'sample' && !memberExtras.some((m) => m.type === 'sample')) ||
      (line.type === 'gift' && promoCarried && !memberExtras.some((m) => m.type === 'gift')),
  );
  const samplesCarried = carried.filter((line) => line.type === 'sample').slice(0, MAX_SAMPLES_PER_ORDER);
  const giftsCarried = carried.filter((line) => line.type === 'gift');
  for (const line of [...samplesCarried, ...giftsCarried]) {
    await db.insert(cartLineItems).values({
      cartId: member.id,
      type: line.type,
      variantId: line.variantId,
      quantity: line.quantity,
      sampleId: line.sampleId,
      giftId: line.giftId,
    });
  }
  await touchCart(db, guest.id, { status: 'merged' });
}
