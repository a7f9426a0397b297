import { and, eq } from 'drizzle-orm';
import {
  brands,
  cartLineItems,
  carts,
  productOffers,
  products,
  productVariants,
  samples,
  users,
  variantSaleRules,
} from '@/backend/db/schema';
import { variantImageUrl } from '@/backend/catalogue/shared/media-urls';
import { localize } from '@/backend/catalogue/shared/text';
import { ApiError, notFoundError } from '@/backend/http/errors';
import { computeCostSummary, subtotalOf } from '@/backend/rules/pricing';
import { findPromo, promoViolation, type PromoRecord } from '@/backend/rules/promos';
import { isBirthdayMonth } from '@/backend/rules/loyalty';
import { commerceClock } from '@/backend/shared/clock';
import type { Db } from '@/backend/types';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  COUNTRIES,
  type Cart,
  type CartNotice,
  type CountryCode,
  type GiftWithPurchase,
  type LineItem,
  MAX_QUANTITY_PER_ITEM,
  MAX_SAMPLES_PER_ORDER,
  type PromoHint,
} from '@/lib/api/contract';
import {
  brandLimit,
  type CartContext,
  type CartRow,
  createCart,
  deleteLines,
  findGuestCart,
  findOpenCart,
  giftItems,
  giftsOfCountry,
  isFirstTimeCustomer,
  type LoadedLine,
  loadLines,
  lockOpenCart,
  pricedLines,
  promoById,
  promosOfCountry,
  touchCart,
} from './store';
import { cartError, signInToRedeem } from './errors';

export { cartError, signInToRedeem };

const LOW_STOCK = 5;

export const promoInvalid = (hint: PromoHint) =>
  new ApiError(422, CART_ERROR_CODES.promotionInvalid, CART_MESSAGES.promotionInvalid, { hint });

// ---------------------------------------------------------------------------
// Finding the bag, and merging a guest's into a member's

export interface ResolvedCart {
  cart: CartRow | null;
  notices: CartNotice[];
}

/**
 * The owner's open bag, created when asked, locked for the rest of the transaction. A bag found
 * open but ordered or merged while this request waited for its lock is looked up again.
 */
async function lockedOwnCart(ctx: CartContext, create: boolean): Promise<CartRow | null> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found =
      (await findOpenCart(ctx.db, ctx)) ??
      (create ? ((await createCart(ctx.db, ctx)) ?? (await findOpenCart(ctx.db, ctx))) : null);
    if (!found) return null;
    const locked = await lockOpenCart(ctx.db, found.id);
    if (locked) return locked;
  }
  throw new Error('the bag kept changing while it was being locked');
}

/**
 * The request's open bag, locked for the rest of the transaction. A member's request that still
 * carries a guest device id with an open bag merges that bag into the member's first (under both
 * locks, so two requests cannot merge it twice): quantities add up, capped by the per-item and
 * per-order limits; the guest's promo carries over when the member has none.
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

// ---------------------------------------------------------------------------
// Rules re-checked after every change

async function promoContext(ctx: CartContext, cart: CartRow, lines: LoadedLine[]) {
  return {
    lines: pricedLines(lines),
    now: commerceClock.now(),
    firstTimeCustomer: await isFirstTimeCustomer(ctx.db, ctx.user?.id ?? null),
    useStoreCredits: cart.useStoreCredits,
  };
}

/** Refuses checkout with a promo the bag no longer qualifies for, naming the rule (the bag keeps it). */
export async function assertPromoStillValid(ctx: CartContext, cart: CartRow): Promise<void> {
  if (cart.promoId === null) return;
  const promo = await promoById(ctx.db, cart.promoId);
  const lines = await loadLines(ctx.db, cart.id, ctx.country);
  const hint = promo ? promoViolation(promo, await promoContext(ctx, cart, lines)) : 'expired';
  if (hint) throw promoInvalid(hint);
}

interface GiftState {
  gift: Awaited<ReturnType<typeof giftsOfCountry>>[number];
  qualified: boolean;
}

function giftQualifies(gift: GiftState['gift'], cart: CartRow, lines: LoadedLine[], now: Date): boolean {
  if (now < gift.startsAt || (gift.endsAt !== null && now > gift.endsAt)) return false;
  if (gift.promoId !== null && cart.promoId !== gift.promoId) return false;
  const products = lines.filter((line) => line.type === 'product' && line.unitPrice !== null);
  if (gift.brandId !== null && !products.some((line) => line.brand.id === gift.brandId)) return false;
  if (products.length === 0) return false;
  return subtotalOf(pricedLines(products)) >= gift.minimumSpend;
}

/**
 * Drops what the bag no longer qualifies for: a promo whose rule fails (e.g. its qualifying item
 * was removed), gifts whose gift with purchase no longer applies, samples of a bag without products.
 */
export async function normalizeCart(ctx: CartContext, cartId: number): Promise<CartNotice[]> {
  const { db } = ctx;
  const notices: CartNotice[] = [];
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
  if (!cart) return notices;
  let lines = await loadLines(db, cart.id, ctx.country);

  if (cart.promoId !== null) {
    const promo = await promoById(db, cart.promoId);
    const hint = promo ? promoViolation(promo, await promoContext(ctx, cart, lines)) : 'expired';
    if (hint) {
      await touchCart(db, cart.id, { promoId: null });
      cart.promoId = null;
      notices.push({ code: 'promo_removed', message: CART_MESSAGES.promoRemoved });
    }
  }

  const giftLines = lines.filter((line) => line.type === 'gift');
  if (giftLines.length > 0) {
    const gifts = await giftsOfCountry(db, ctx.country);
    const now = commerceClock.now();
    const qualified = new Set(gifts.filter((gift) => giftQualifies(gift, cart, lines, now)).map((gift) => gift.id));
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
  }
  return notices;
}

// ---------------------------------------------------------------------------
// The answer

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
): Promise<GiftWithPurchase[]> {
  const { db, country } = ctx;
  const currency = COUNTRIES[country].currency.code;
  const now = commerceClock.now();
  const gifts = (await giftsOfCountry(db, country)).filter(
    (gift) => now >= gift.startsAt && (gift.endsAt === null || now <= gift.endsAt),
  );
  const items = await giftItems(
    db,
    gifts.map((gift) => gift.id),
  );
  const promoCodes = new Map<number, string>();
  const giftBrands = new Map<number, { id: number; slug: string; name: string }>();
  for (const gift of gifts) {
    if (gift.promoId !== null) {
      const promo = await promoById(db, gift.promoId);
      if (promo) promoCodes.set(gift.id, promo.code);
    }
    if (gift.brandId !== null) {
      const [brand] = await db
        .select({ id: brands.id, slug: brands.slug, name: brands.name })
        .from(brands)
        .where(eq(brands.id, gift.brandId));
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
      qualified: cart !== null && giftQualifies(gift, cart, lines, now),
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

export async function cartView(ctx: CartContext, cartId: number): Promise<CartView> {
  const { db, country } = ctx;
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId));
  if (!row) return { cart: emptyCart(country), lines: [], promo: null };
  const lines = await loadLines(db, row.id, country);
  const promo = row.promoId === null ? null : await promoById(db, row.promoId);
  const isEmployee = ctx.user?.isEmployee ?? false;
  // In the member's birthday month the bag already shows the doubled points the order will earn.
  const [member] = ctx.user
    ? await db.select({ dateOfBirth: users.dateOfBirth }).from(users).where(eq(users.id, ctx.user.id))
    : [];
  const summary = computeCostSummary({
    country,
    lines: pricedLines(lines),
    promo,
    isEmployee,
    tenPercentOff: row.beautyPassOffer === 'ten_percent_off',
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
      giftsWithPurchase: await giftsView(ctx, row, lines),
      canCheckout: products.length > 0 && lineItems.every((line) => line.blocker === null),
      costSummary: summary,
    },
  };
}

// ---------------------------------------------------------------------------
// Changes

async function variantForSale(db: Db, country: CountryCode, variantId: number) {
  const [row] = await db
    .select({
      id: productVariants.id,
      stock: productVariants.stock,
      comingSoon: productVariants.comingSoon,
      brandId: products.brandId,
      offered: productOffers.productId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, country)))
    .where(eq(productVariants.id, variantId));
  return row ?? null;
}

/** Refuses a product quantity the limits do not allow with the bag's limit messages. */
async function checkProductQuantity(
  ctx: CartContext,
  lines: LoadedLine[],
  variant: { id: number; brandId: number; stock: number },
  next: number,
  current: number,
) {
  if (next > MAX_QUANTITY_PER_ITEM) throw cartError(422, 'maxQuantity', { max: MAX_QUANTITY_PER_ITEM });
  const rule = lines.find((line) => line.variantId === variant.id && line.type === 'product');
  const variantMax = rule?.maxPerOrder ?? (await variantLimit(ctx, variant.id));
  if (variantMax !== null && next > variantMax) throw cartError(422, 'variantLimit', { max: variantMax });
  const brandMax = await brandLimit(ctx.db, ctx.country, variant.brandId);
  if (brandMax !== null) {
    const others = lines
      .filter((line) => line.type === 'product' && line.brand.id === variant.brandId && line.variantId !== variant.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    if (others + next > brandMax) throw cartError(422, 'brandLimit', { max: brandMax });
  }
  if (next > current && next > variant.stock)
    throw cartError(409, 'outOfStock', { available: Math.max(0, variant.stock) });
}

async function variantLimit(ctx: CartContext, variantId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ max: variantSaleRules.maxPerOrder })
    .from(variantSaleRules)
    .where(and(eq(variantSaleRules.country, ctx.country), eq(variantSaleRules.variantId, variantId)));
  return row?.max ?? null;
}

export async function addLineItem(ctx: CartContext, cart: CartRow, variantId: number, quantity: number) {
  if (quantity > MAX_QUANTITY_PER_ITEM) throw cartError(422, 'maxQuantity', { max: MAX_QUANTITY_PER_ITEM });
  const variant = await variantForSale(ctx.db, ctx.country, variantId);
  if (!variant) throw notFoundError();
  if (variant.offered === null) throw cartError(422, 'notAvailableInCountry');
  if (variant.comingSoon || variant.stock <= 0) throw cartError(409, 'outOfStock', { available: 0 });
  const lines = await loadLines(ctx.db, cart.id, ctx.country);
  const existing = lines.find((line) => line.type === 'product' && line.variantId === variantId);
  const current = existing?.quantity ?? 0;
  await checkProductQuantity(ctx, lines, variant, current + quantity, current);
  if (existing) {
    await ctx.db
      .update(cartLineItems)
      .set({ quantity: current + quantity })
      .where(eq(cartLineItems.id, existing.id));
  } else {
    await ctx.db.insert(cartLineItems).values({ cartId: cart.id, type: 'product', variantId, quantity });
  }
  await touchCart(ctx.db, cart.id);
}

async function ownLine(ctx: CartContext, cart: CartRow, lineId: number) {
  const [line] = await ctx.db
    .select()
    .from(cartLineItems)
    .where(and(eq(cartLineItems.id, lineId), eq(cartLineItems.cartId, cart.id)));
  if (!line) throw notFoundError();
  return line;
}

export async function updateLineItem(ctx: CartContext, cart: CartRow, lineId: number, quantity: number) {
  const line = await ownLine(ctx, cart, lineId);
  if (quantity === 0) return removeLineItem(ctx, cart, lineId);
  if (line.type !== 'product') {
    if (quantity !== 1) throw cartError(422, 'maxQuantity', { max: 1 });
    return;
  }
  const variant = await variantForSale(ctx.db, ctx.country, line.variantId);
  if (!variant) throw notFoundError();
  const lines = await loadLines(ctx.db, cart.id, ctx.country);
  await checkProductQuantity(ctx, lines, variant, quantity, line.quantity);
  await ctx.db.update(cartLineItems).set({ quantity }).where(eq(cartLineItems.id, line.id));
  await touchCart(ctx.db, cart.id);
}

export async function removeLineItem(ctx: CartContext, cart: CartRow, lineId: number) {
  const line = await ownLine(ctx, cart, lineId);
  await ctx.db.delete(cartLineItems).where(eq(cartLineItems.id, line.id));
  await touchCart(ctx.db, cart.id);
}

export async function applyCoupon(ctx: CartContext, cart: CartRow, code: string) {
  const found = findPromo(await promosOfCountry(ctx.db, ctx.country), code);
  if (!found.promo) throw promoInvalid(found.hint);
  const promo = found.promo;
  if (cart.promoId === promo.id) return;
  if (cart.promoId !== null) throw promoInvalid('one_promo_per_order');
  const lines = await loadLines(ctx.db, cart.id, ctx.country);
  const hint = promoViolation(promo, await promoContext(ctx, cart, lines));
  if (hint) throw promoInvalid(hint);
  await touchCart(ctx.db, cart.id, { promoId: promo.id });
}

export async function removeCoupon(ctx: CartContext, cart: CartRow) {
  await touchCart(ctx.db, cart.id, { promoId: null });
}

export async function setStoreCredits(ctx: CartContext, cart: CartRow, use: boolean) {
  await touchCart(ctx.db, cart.id, { useStoreCredits: use });
}

// Samples ------------------------------------------------------------------

export async function samplesView(ctx: CartContext, cart: CartRow | null) {
  const { db, country } = ctx;
  const lines = cart ? await loadLines(db, cart.id, country) : [];
  const hasProducts = lines.some((line) => line.type === 'product');
  const selected = new Set(lines.filter((line) => line.type === 'sample').map((line) => line.sampleId));
  const rows = await db
    .select({ sample: samples, brand: { id: products.brandId }, variantId: productVariants.id })
    .from(samples)
    .innerJoin(productVariants, eq(productVariants.id, samples.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(samples.country, country))
    .orderBy(samples.position);
  const brandRows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands);
  const brandById = new Map(brandRows.map((brand) => [brand.id, brand]));
  return rows.map(({ sample, brand }) => ({
    id: sample.id,
    name: sample.name,
    variantId: sample.variantId,
    brand: brandById.get(brand.id) ?? { id: brand.id, slug: '', name: '' },
    imageUrl: variantImageUrl(sample.variantId),
    status: sample.fullyRedeemed
      ? ('fully_redeemed' as const)
      : sample.stock <= 0 || !hasProducts
        ? ('not_available' as const)
        : ('available' as const),
    selected: selected.has(sample.id),
  }));
}

export async function selectSamples(ctx: CartContext, cart: CartRow, sampleIds: number[]) {
  const unique = [...new Set(sampleIds)];
  if (unique.length > MAX_SAMPLES_PER_ORDER) throw cartError(422, 'tooManySamples', { max: MAX_SAMPLES_PER_ORDER });
  const view = await samplesView(ctx, cart);
  for (const id of unique) {
    const sample = view.find((candidate) => candidate.id === id);
    if (!sample) throw cartError(422, 'sampleNotAvailable', { sampleId: id });
    if (sample.status === 'fully_redeemed') throw cartError(409, 'sampleFullyRedeemed', { sampleId: id });
    if (sample.status === 'not_available' && !sample.selected)
      throw cartError(422, 'sampleNotAvailable', { sampleId: id });
  }
  await ctx.db.delete(cartLineItems).where(and(eq(cartLineItems.cartId, cart.id), eq(cartLineItems.type, 'sample')));
  for (const id of unique) {
    const sample = view.find((candidate) => candidate.id === id);
    if (!sample) continue;
    await ctx.db
      .insert(cartLineItems)
      .values({ cartId: cart.id, type: 'sample', variantId: sample.variantId, quantity: 1, sampleId: id });
  }
  await touchCart(ctx.db, cart.id);
}

// Gifts with purchase --------------------------------------------------------

export async function giftView(ctx: CartContext, cart: CartRow | null, giftId: number): Promise<GiftWithPurchase> {
  const lines = cart ? await loadLines(ctx.db, cart.id, ctx.country) : [];
  const gift = (await giftsView(ctx, cart, lines)).find((candidate) => candidate.id === giftId);
  if (!gift) throw notFoundError();
  return gift;
}

export async function selectGifts(ctx: CartContext, cart: CartRow, giftId: number, variantIds: number[]) {
  const gift = await giftView(ctx, cart, giftId);
  const unique = [...new Set(variantIds)];
  if (unique.length > 0 && !gift.qualified) throw cartError(422, 'giftNotQualified');
  if (unique.length > gift.maxSelectable)
    throw cartError(422, 'giftMaxSelectable', { maxSelectable: gift.maxSelectable });
  for (const variantId of unique) {
    const item = gift.items.find((candidate) => candidate.variantId === variantId);
    if (!item || (!item.available && !item.selected)) throw cartError(422, 'giftNotAvailable', { variantId });
  }
  await ctx.db
    .delete(cartLineItems)
    .where(and(eq(cartLineItems.cartId, cart.id), eq(cartLineItems.type, 'gift'), eq(cartLineItems.giftId, giftId)));
  for (const variantId of unique) {
    await ctx.db.insert(cartLineItems).values({ cartId: cart.id, type: 'gift', variantId, quantity: 1, giftId });
  }
  await touchCart(ctx.db, cart.id);
}
