/** Rules re-checked after every change. */

import { eq } from 'drizzle-orm';
import { carts } from '@/backend/db/schema';
import { subtotalOf, tenPercentOffMinimum } from '@/backend/rules/pricing';
import { type PromoContext, type PromoRecord, promoViolation } from '@/backend/rules/promos';
import { commerceClock } from '@/backend/shared/clock';
import { CART_MESSAGES, type CartNotice } from '@/contract';
import {
  type CartContext,
  type CartRow,
  deleteLines,
  giftsOfCountry,
  isFirstTimeCustomer,
  type LoadedLine,
  loadLines,
  pricedLines,
  touchCart,
} from './store';
import { promoOf } from './request-reads';
import { promoInvalid } from './service';
import { memberGoldWelcome, memberVouchers } from './loyalty';
import { isVoucherKey } from '@/backend/loyalty/vouchers';
import { giftCardBalance } from '@/backend/payments/gift-cards';

/** What the promo's rules read of the bag and the shopper; their orders only for a first-time promo. */
export async function promoContext(
  ctx: CartContext,
  cart: CartRow,
  lines: LoadedLine[],
  promo: Pick<PromoRecord, 'firstTimeOnly'>,
): Promise<PromoContext> {
  return {
    lines: pricedLines(lines),
    now: commerceClock.now(),
    firstTimeCustomer: promo.firstTimeOnly ? await isFirstTimeCustomer(ctx.db, ctx.user?.id ?? null) : null,
    useStoreCredits: cart.useStoreCredits,
  };
}

/** Refuses checkout with a promo the bag no longer qualifies for, naming the rule (the bag keeps it). */
export async function assertPromoStillValid(ctx: CartContext, cart: CartRow): Promise<void> {
  if (cart.promoId === null) return;
  const promo = await promoOf(ctx, cart.promoId);
  const lines = await loadLines(ctx.db, cart.id, ctx.country);
  const hint = promo ? promoViolation(promo, await promoContext(ctx, cart, lines, promo)) : 'expired';
  if (hint) throw promoInvalid(hint);
}

interface GiftState {
  gift: Awaited<ReturnType<typeof giftsOfCountry>>[number];
  qualified: boolean;
}

/** Whether the bag qualifies for the gift; a Beauty Pass gift also needs the member to hold its perk. */
export function giftQualifies(
  gift: GiftState['gift'],
  cart: CartRow,
  lines: LoadedLine[],
  now: Date,
  perkHeld = false,
): boolean {
  if (gift.perk !== null && !perkHeld) return false;
  if (now < gift.startsAt || (gift.endsAt !== null && now > gift.endsAt)) return false;
  if (gift.promoId !== null && cart.promoId !== gift.promoId) return false;
  const products = lines.filter((line) => line.type === 'product' && line.unitPrice !== null);
  if (gift.brandId !== null && !products.some((line) => line.brand.id === gift.brandId)) return false;
  if (products.length === 0) return false;
  return subtotalOf(pricedLines(products)) >= gift.minimumSpend;
}

/**
 * The bag as `normalizeCart` leaves it, with what it dropped: the row and lines it read, less the
 * lines it deleted, so that the view built next in the same transaction need not read them again.
 */
export interface NormalizedCart {
  notices: CartNotice[];
  cart: CartRow | null;
  lines: LoadedLine[];
}

/**
 * Drops what the bag no longer qualifies for: a promo whose rule fails (e.g. its qualifying item
 * was removed), gifts whose gift with purchase no longer applies, samples of a bag without products.
 * `locked` is the bag's row as the caller's lock just returned it, unchanged since, which then need
 * not be read again; without it the row is read.
 */
export async function normalizeCart(ctx: CartContext, cartId: number, locked?: CartRow): Promise<NormalizedCart> {
  const { db } = ctx;
  const notices: CartNotice[] = [];
  const [cart] = locked ? [{ ...locked }] : await db.select().from(carts).where(eq(carts.id, cartId));
  if (!cart) return { notices, cart: null, lines: [] };
  let lines = await loadLines(db, cart.id, ctx.country);

  if (cart.promoId !== null) {
    const promo = await promoOf(ctx, cart.promoId);
    const hint = promo ? promoViolation(promo, await promoContext(ctx, cart, lines, promo)) : 'expired';
    if (hint) {
      await touchCart(db, cart.id, { promoId: null });
      cart.promoId = null;
      notices.push({ code: 'promo_removed', message: CART_MESSAGES.promoRemoved });
    }
  }

  // The perk's minimum spend holds for as long as the bag keeps it, not only when it is chosen.
  if (
    cart.beautyPassOffer === 'ten_percent_off' &&
    subtotalOf(pricedLines(lines)) < tenPercentOffMinimum(ctx.country)
  ) {
    await touchCart(db, cart.id, { beautyPassOffer: null });
    cart.beautyPassOffer = null;
    notices.push({ code: 'offer_removed', message: CART_MESSAGES.offerRemoved });
  }

  // A voucher leaves the bag when its window closes or another order takes it.
  if (isVoucherKey(cart.beautyPassOffer)) {
    const held = await memberVouchers(db, ctx.user?.id);
    if (!held.some((voucher) => voucher.key === cart.beautyPassOffer)) {
      await touchCart(db, cart.id, { beautyPassOffer: null });
      cart.beautyPassOffer = null;
      notices.push({ code: 'offer_ended', message: CART_MESSAGES.offerEnded });
    }
  }

  // A gift card another order emptied leaves the bag, with a notice.
  if (cart.giftCardId !== null && (await giftCardBalance(db, cart.giftCardId)) === 0) {
    await touchCart(db, cart.id, { giftCardId: null });
    cart.giftCardId = null;
    notices.push({ code: 'gift_card_removed', message: CART_MESSAGES.giftCardRemoved });
  }

  const giftLines = lines.filter((line) => line.type === 'gift');
  if (giftLines.length > 0) {
    const gifts = await giftsOfCountry(db, ctx.country);
    const now = commerceClock.now();
    const perkHeld = gifts.some((gift) => gift.perk !== null) && (await memberGoldWelcome(ctx)) !== null;
    const qualified = new Set(
      gifts.filter((gift) => giftQualifies(gift, cart, lines, now, perkHeld)).map((gift) => gift.id),
    );
    const stale = giftLines.filter((line) => line.giftId === null || !qualified.has(line.giftId));
    if (stale.length > 0) {
      await deleteLines(
        db,
        stale.map((line) => line.id),
      );
      notices.push({ code: 'gift_removed', message: CART_MESSAGES.giftRemoved });
      lines = lines.filter((line) => !stale.includes(line));
    }
  }

  if (!lines.some((line) => line.type === 'product')) {
    const extras = lines.filter((line) => line.type === 'sample');
    await deleteLines(
      db,
      extras.map((line) => line.id),
    );
    lines = lines.filter((line) => !extras.includes(line));
  }
  return { notices, cart, lines };
}
