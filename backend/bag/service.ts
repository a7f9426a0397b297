import { and, eq } from 'drizzle-orm';
import {
  brands,
  cartLineItems,
  productOffers,
  products,
  productVariants,
  samples,
  variantSaleRules,
} from '@/backend/db/schema';
import { variantImageUrl } from '@/backend/shared/media-urls';
import { ApiError, notFoundError } from '@/backend/http/errors';
import { findPromo, promoViolation } from '@/backend/rules/promos';
import type { Db } from '@/backend/types';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  type CountryCode,
  type GiftWithPurchase,
  MAX_QUANTITY_PER_ITEM,
  MAX_SAMPLES_PER_ORDER,
  type PromoHint,
} from '@/contract';
import {
  brandLimit,
  type CartContext,
  type CartRow,
  type LoadedLine,
  loadLines,
  promosOfCountry,
  touchCart,
} from './store';
import { cartError, signInToRedeem } from './errors';
import { promoContext } from './normalize';
import { giftsView } from './view';

export { cartError, signInToRedeem };

export const LOW_STOCK = 5;

export const promoInvalid = (hint: PromoHint) =>
  new ApiError(422, CART_ERROR_CODES.promotionInvalid, CART_MESSAGES.promotionInvalid, { hint });

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
  const hint = promoViolation(promo, await promoContext(ctx, cart, lines, promo));
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
    .select({ sample: samples, brand: { id: brands.id, slug: brands.slug, name: brands.name } })
    .from(samples)
    .innerJoin(productVariants, eq(productVariants.id, samples.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(samples.country, country))
    .orderBy(samples.position);
  return rows.map(({ sample, brand }) => ({
    id: sample.id,
    name: sample.name,
    variantId: sample.variantId,
    brand,
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
