/** The answer. */

import { eq } from 'drizzle-orm';
import { carts, users } from '@/backend/db/schema';
import { variantImageUrl } from '@/backend/shared/media-urls';
import { localize } from '@/backend/shared/text';
import { computeCostSummary } from '@/backend/rules/pricing';
import { type PromoRecord } from '@/backend/rules/promos';
import { isBirthdayMonth } from '@/backend/rules/loyalty';
import { commerceClock } from '@/backend/shared/clock';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  COUNTRIES,
  type Cart,
  type CountryCode,
  type GiftWithPurchase,
  type LineItem,
  type LoyaltyTier,
} from '@/contract';
import {
  type CartContext,
  type CartRow,
  giftItems,
  giftsOfCountry,
  type LoadedLine,
  loadLines,
  pricedLines,
} from './store';
import { brandOf, promoOf } from './request-reads';
import { giftQualifies, type NormalizedCart } from './normalize';
import { chosenVoucher, memberGoldWelcome, memberVouchers } from './loyalty';
import { isVoucherKey } from '@/backend/loyalty/vouchers';
import { openSaleFor } from '@/backend/loyalty/sale';
import { giftCardOfBag } from '@/backend/payments/gift-cards';
import { LOW_STOCK } from './service';

function lineBlocker(line: LoadedLine): LineItem['blocker'] {
  if (line.type !== 'product') return null;
  if (line.unitPrice === null) {
    return { code: CART_ERROR_CODES.notAvailableInCountry, message: CART_MESSAGES.notAvailableInCountry };
  }
  if (line.comingSoon || line.inventory < line.quantity) {
    return { code: CART_ERROR_CODES.outOfStock, message: CART_MESSAGES.lineOutOfStock };
  }
  return null;
}

function toLineItem(country: CountryCode, line: LoadedLine): LineItem {
  const currency = COUNTRIES[country].currency.code;
  const unit = line.type === 'product' ? (line.unitPrice ?? 0) : 0;
  const stockStatus =
    line.inventory <= 0 || line.inventory < line.quantity
      ? 'out_of_stock'
      : line.inventory <= LOW_STOCK
        ? 'low_stock'
        : 'in_stock';
  return {
    id: line.id,
    type: line.type,
    variantId: line.variantId,
    productId: line.productId,
    productSlug: line.productSlug,
    name: line.productName,
    variantName: line.variantName,
    brand: { id: line.brand.id, slug: line.brand.slug, name: line.brand.name },
    shade: line.variantKind === 'shade' ? { name: line.variantName, hexColor: line.hexColor } : null,
    imageUrl: variantImageUrl(line.variantId),
    quantity: line.quantity,
    inventory: line.inventory,
    stockStatus,
    unitPrice: { amount: unit, currency },
    price: { amount: unit * line.quantity, currency },
    pointsCost: line.pointsCost,
    nonDiscountable: line.nonDiscountable,
    clickAndCollectOnly: line.clickAndCollectOnly,
    blocker: lineBlocker(line),
    giftWithPurchaseId: line.giftId,
  };
}

export async function giftsView(
  ctx: CartContext,
  cart: CartRow | null,
  lines: LoadedLine[],
  /** The member's tier when the caller has read it: only Gold can hold a Beauty Pass gift. */
  memberTier?: LoyaltyTier | null,
): Promise<GiftWithPurchase[]> {
  const { db, country } = ctx;
  const currency = COUNTRIES[country].currency.code;
  const now = commerceClock.now();
  const running = (await giftsOfCountry(db, country)).filter(
    (gift) => now >= gift.startsAt && (gift.endsAt === null || now <= gift.endsAt),
  );
  // A Beauty Pass gift is shown only to the member who holds its perk.
  const perkHeld =
    running.some((gift) => gift.perk !== null) &&
    (memberTier === undefined || memberTier === 'gold') &&
    (await memberGoldWelcome(ctx)) !== null;
  const gifts = running.filter((gift) => gift.perk === null || perkHeld);
  const items = await giftItems(
    db,
    gifts.map((gift) => gift.id),
  );
  const promoCodes = new Map<number, string>();
  const giftBrands = new Map<number, { id: number; slug: string; name: string }>();
  for (const gift of gifts) {
    if (gift.promoId !== null) {
      const promo = await promoOf(ctx, gift.promoId);
      if (promo) promoCodes.set(gift.id, promo.code);
    }
    if (gift.brandId !== null) {
      const brand = await brandOf(ctx, gift.brandId);
      if (brand) giftBrands.set(gift.id, brand);
    }
  }
  const selected = new Set(
    lines.filter((line) => line.type === 'gift').map((line) => `${line.giftId}:${line.variantId}`),
  );
  return gifts.map((gift) => {
    const own = items.filter((item) => item.giftId === gift.id);
    return {
      id: gift.id,
      title: localize(gift.title, ctx.language),
      promoCode: promoCodes.get(gift.id) ?? null,
      brand: giftBrands.get(gift.id) ?? null,
      minimumSpend: { amount: gift.minimumSpend, currency },
      maxSelectable: gift.maxSelectable,
      noOfSelected: own.filter((item) => selected.has(`${gift.id}:${item.variantId}`)).length,
      qualified: cart !== null && giftQualifies(gift, cart, lines, now, perkHeld),
      perk: gift.perk,
      items: own.map((item) => ({
        variantId: item.variantId,
        name: `${item.productName} ${item.variantName}`,
        brand: item.brand,
        imageUrl: variantImageUrl(item.variantId),
        available: item.stock > 0,
        selected: selected.has(`${gift.id}:${item.variantId}`),
      })),
    };
  });
}

export function emptyCart(country: CountryCode): Cart {
  const summary = computeCostSummary({ country, lines: [], promo: null, isEmployee: false, tenPercentOff: false });
  return {
    id: 0,
    country,
    currency: COUNTRIES[country].currency.code,
    itemsCount: 0,
    lineItems: [],
    promo: null,
    beautyPassOffer: null,
    useStoreCredits: false,
    giftCard: null,
    giftsWithPurchase: [],
    canCheckout: false,
    costSummary: summary,
  };
}

export interface CartView {
  cart: Cart;
  lines: LoadedLine[];
  promo: PromoRecord | null;
}

/** How an order would take the bag, where that changes its price. */
export interface CartPricing {
  /** Click and collect ships nothing. */
  clickAndCollect?: boolean;
}

/**
 * The bag as the shopper sees it, priced for `pricing`. `read` is the bag `normalizeCart` just read
 * and left, in the same transaction: the view then builds on it instead of reading the row and
 * lines again.
 */
export async function cartView(
  ctx: CartContext,
  cartId: number,
  read?: Pick<NormalizedCart, 'cart' | 'lines'>,
  pricing: CartPricing = {},
): Promise<CartView> {
  const { db, country } = ctx;
  const row = read ? read.cart : ((await db.select().from(carts).where(eq(carts.id, cartId)))[0] ?? null);
  if (!row) return { cart: emptyCart(country), lines: [], promo: null };
  const lines = read ? read.lines : await loadLines(db, row.id, country);
  const promo = row.promoId === null ? null : await promoOf(ctx, row.promoId);
  const isEmployee = ctx.user?.isEmployee ?? false;
  // In the member's birthday month the bag already shows the doubled points the order will earn.
  const [member] = ctx.user
    ? await db
        .select({ dateOfBirth: users.dateOfBirth, tier: users.loyaltyTier })
        .from(users)
        .where(eq(users.id, ctx.user.id))
    : [];
  const giftCard = await giftCardOfBag(db, row.giftCardId, COUNTRIES[country].currency.code);
  const summary = computeCostSummary({
    country,
    lines: pricedLines(lines),
    promo,
    isEmployee,
    tenPercentOff: row.beautyPassOffer === 'ten_percent_off',
    // normalizeCart has dropped a voucher the member no longer holds; one taken since prices nothing.
    voucher: isVoucherKey(row.beautyPassOffer)
      ? chosenVoucher(row.beautyPassOffer, await memberVouchers(db, ctx.user?.id), country)
      : null,
    clickAndCollect: pricing.clickAndCollect ?? false,
    gold: member?.tier === 'gold',
    sale: await openSaleFor(db, country, member?.tier ?? null, commerceClock.now()),
    giftCardAmount: giftCard?.balance.amount ?? 0,
    birthdayMonth: isBirthdayMonth(member?.dateOfBirth ?? null, commerceClock.now()),
  });
  const lineItems = lines.map((line) => toLineItem(country, line));
  const products = lineItems.filter((line) => line.type === 'product');
  const currency = COUNTRIES[country].currency.code;
  return {
    lines,
    promo,
    cart: {
      id: row.id,
      country,
      currency,
      itemsCount: products.reduce((sum, line) => sum + line.quantity, 0),
      lineItems,
      promo: promo
        ? {
            code: promo.code,
            details: localize(promo.details, ctx.language),
            terms: localize(promo.terms, ctx.language),
            minimumSpend: promo.minimumSpend === null ? null : { amount: promo.minimumSpend, currency },
            validUntil: promo.endsAt?.toISOString() ?? null,
          }
        : null,
      beautyPassOffer: row.beautyPassOffer ?? (isEmployee ? 'staff_discount' : null),
      useStoreCredits: row.useStoreCredits,
      giftCard,
      giftsWithPurchase: await giftsView(ctx, row, lines, member?.tier ?? null),
      canCheckout: products.length > 0 && lineItems.every((line) => line.blocker === null),
      costSummary: summary,
    },
  };
}
