import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  brandSaleRules,
  brands,
  cartLineItems,
  carts,
  giftsWithPurchase,
  giftWithPurchaseItems,
  orders,
  productOffers,
  products,
  productVariants,
  promos,
  samples,
  variantSaleRules,
} from '@/backend/db/schema';
import { scalePrice } from '@/backend/shared/money';
import type { LocalizedText } from '@/backend/db/schema';
import type { AuthUser, Db } from '@/backend/types';
import type { CountryCode, Language } from '@/contract';
import type { PricedLine } from '@/backend/rules/pricing';
import type { PromoRecord } from '@/backend/rules/promos';
import type { RequestReads } from './request-reads';

/** Who the bag belongs to in one request. */
export interface CartContext {
  db: Db;
  country: CountryCode;
  language: Language;
  user: AuthUser | null;
  deviceId: string | null;
  /** What the request has already read of the rows the bag does not change. */
  reads: RequestReads;
}

export type CartRow = typeof carts.$inferSelect;

/** Whose bag: the member's, else the device's. */
type CartOwner = Pick<CartContext, 'country' | 'user' | 'deviceId'>;

/**
 * The owner's open bag (the member's, else the device's), or null. With `lock`, found and locked for
 * the rest of the transaction in the one statement, as `lockOpenCart` does: a bag ordered or merged
 * while this waited for its lock is then not returned.
 */
export async function findOpenCart(db: Db, owner: CartOwner, options: { lock?: boolean } = {}) {
  const { country, user, deviceId } = owner;
  if (!user && !deviceId) return null;
  const whose = user ? eq(carts.userId, user.id) : and(eq(carts.deviceId, deviceId ?? ''), isNull(carts.userId));
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.country, country), whose, eq(carts.status, 'open')));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export function findGuestCart(db: Db, country: CountryCode, deviceId: string): Promise<CartRow | null> {
  return findOpenCart(db, { country, user: null, deviceId });
}

/**
 * Creates the owner's open bag, or returns null when a concurrent request created it first (the
 * partial unique indexes allow one open bag per owner and country): the caller looks it up again.
 */
export async function createCart(db: Db, context: CartOwner): Promise<CartRow | null> {
  const [row] = await db
    .insert(carts)
    .values({
      country: context.country,
      userId: context.user?.id ?? null,
      deviceId: context.user ? null : context.deviceId,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Locks an open bag for the rest of the transaction. Every change to a bag, and the order that
 * closes it, runs under this lock, so that read-then-write rules (quantities, limits, one reward,
 * the order that empties the bag) see the previous change. Null when the bag is no longer open
 * (ordered or merged while this request waited for the lock).
 */
export async function lockOpenCart(db: Db, cartId: number): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.status, 'open')))
    .for('update');
  return row ?? null;
}

export async function touchCart(db: Db, cartId: number, values: Partial<typeof carts.$inferInsert> = {}) {
  await db
    .update(carts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** A line of the bag with everything the answer and the price need. */
export interface LoadedLine {
  id: number;
  type: 'product' | 'sample' | 'gift' | 'reward';
  variantId: number;
  variantName: string;
  variantKind: 'shade' | 'size';
  hexColor: string | null;
  productId: number;
  productSlug: string;
  productName: string;
  brand: { id: number; slug: string; name: string; isHouseBrand: boolean };
  quantity: number;
  /** Units on sale now (the variant's, the sample's or the gift's own stock). */
  inventory: number;
  comingSoon: boolean;
  /** Null when the product is not sold in the country. */
  unitPrice: number | null;
  maxPerOrder: number | null;
  nonDiscountable: boolean;
  clickAndCollectOnly: boolean;
  sampleId: number | null;
  giftId: number | null;
  rewardId: number | null;
  pointsCost: number | null;
}

export async function loadLines(db: Db, cartId: number, country: CountryCode): Promise<LoadedLine[]> {
  const rows = await db
    .select({
      line: cartLineItems,
      variant: {
        name: productVariants.name,
        kind: productVariants.kind,
        hexColor: productVariants.hexColor,
        stock: productVariants.stock,
        priceFactor: productVariants.priceFactor,
        comingSoon: productVariants.comingSoon,
      },
      product: { id: products.id, slug: products.slug, name: products.name },
      brand: { id: brands.id, slug: brands.slug, name: brands.name, isHouseBrand: brands.isHouseBrand },
      offer: { price: productOffers.price, salePrice: productOffers.salePrice },
      // A not-null column first: Drizzle decides a left-joined object is absent from its first field.
      rule: {
        variantId: variantSaleRules.variantId,
        maxPerOrder: variantSaleRules.maxPerOrder,
        nonDiscountable: variantSaleRules.nonDiscountable,
        clickAndCollectOnly: variantSaleRules.clickAndCollectOnly,
      },
      sampleStock: samples.stock,
      giftStock: giftWithPurchaseItems.stock,
    })
    .from(cartLineItems)
    .innerJoin(productVariants, eq(productVariants.id, cartLineItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, country)))
    .leftJoin(
      variantSaleRules,
      and(eq(variantSaleRules.variantId, productVariants.id), eq(variantSaleRules.country, country)),
    )
    .leftJoin(samples, eq(samples.id, cartLineItems.sampleId))
    .leftJoin(
      giftWithPurchaseItems,
      and(
        eq(giftWithPurchaseItems.giftId, cartLineItems.giftId),
        eq(giftWithPurchaseItems.variantId, cartLineItems.variantId),
      ),
    )
    .where(eq(cartLineItems.cartId, cartId))
    .orderBy(asc(cartLineItems.id));

  return rows.map(({ line, variant, product, brand, offer, rule, sampleStock, giftStock }) => {
    const base = offer?.price == null ? null : (offer.salePrice ?? offer.price);
    const inventory =
      line.type === 'sample' ? (sampleStock ?? 0) : line.type === 'gift' ? (giftStock ?? 0) : variant.stock;
    return {
      id: line.id,
      type: line.type,
      variantId: line.variantId,
      variantName: variant.name,
      variantKind: variant.kind,
      hexColor: variant.hexColor,
      productId: product.id,
      productSlug: product.slug,
      productName: product.name,
      brand,
      quantity: line.quantity,
      inventory: Math.max(0, inventory),
      comingSoon: variant.comingSoon,
      unitPrice: base === null ? null : scalePrice(country, base, variant.priceFactor),
      maxPerOrder: rule?.maxPerOrder ?? null,
      nonDiscountable: rule?.nonDiscountable ?? false,
      clickAndCollectOnly: rule?.clickAndCollectOnly ?? false,
      sampleId: line.sampleId,
      giftId: line.giftId,
      rewardId: line.rewardId,
      pointsCost: line.pointsCost,
    };
  });
}

export function pricedLines(lines: readonly LoadedLine[]): PricedLine[] {
  return lines.map((line) => ({
    type: line.type,
    productId: line.productId,
    brandId: line.brand.id,
    isHouseBrand: line.brand.isHouseBrand,
    // A product no longer sold in the country blocks checkout and counts for nothing.
    unitPrice: line.type === 'product' ? (line.unitPrice ?? 0) : 0,
    quantity: line.type === 'product' && line.unitPrice === null ? 0 : line.quantity,
    nonDiscountable: line.nonDiscountable,
    pointsCost: line.pointsCost,
  }));
}

export async function promoById(
  db: Db,
  promoId: number,
): Promise<(PromoRecord & { details: LocalizedText; terms: LocalizedText }) | null> {
  const [row] = await db.select().from(promos).where(eq(promos.id, promoId));
  return row ?? null;
}

export async function promosOfCountry(db: Db, country: CountryCode) {
  return db.select().from(promos).where(eq(promos.country, country)).orderBy(asc(promos.id));
}

/**
 * Whether the member's next paid order would be their first (docs/product-rules.md, Rules on every
 * path to a paid order): no order of theirs is paid, may still be paid without being checked again
 * (a QR code, virtual account or payment under review), or holds the first order for a
 * first-time-customer promo. Failed, expired, blocked and cancelled orders do not count.
 * `exceptOrderId` leaves out the order being paid again.
 */
export async function isFirstTimeCustomer(
  db: Db,
  userId: number | null,
  exceptOrderId: number | null = null,
): Promise<boolean> {
  if (userId === null) return true;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        exceptOrderId === null ? undefined : ne(orders.id, exceptOrderId),
        or(
          inArray(orders.status, ['paid', 'payment_pending', 'fraud_check_pending']),
          inArray(orders.firstOrder, ['held', 'kept']),
        ),
      ),
    );
  return (row?.count ?? 0) === 0;
}

export async function brandLimit(db: Db, country: CountryCode, brandId: number): Promise<number | null> {
  const [row] = await db
    .select({ max: brandSaleRules.maxPerOrder })
    .from(brandSaleRules)
    .where(and(eq(brandSaleRules.country, country), eq(brandSaleRules.brandId, brandId)));
  return row?.max ?? null;
}

export async function giftsOfCountry(db: Db, country: CountryCode) {
  return db
    .select()
    .from(giftsWithPurchase)
    .where(eq(giftsWithPurchase.country, country))
    .orderBy(asc(giftsWithPurchase.id));
}

export async function giftItems(db: Db, giftIds: number[]) {
  if (giftIds.length === 0) return [];
  return db
    .select({
      giftId: giftWithPurchaseItems.giftId,
      variantId: giftWithPurchaseItems.variantId,
      stock: giftWithPurchaseItems.stock,
      variantName: productVariants.name,
      productName: products.name,
      brand: { id: brands.id, slug: brands.slug, name: brands.name },
    })
    .from(giftWithPurchaseItems)
    .innerJoin(productVariants, eq(productVariants.id, giftWithPurchaseItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(giftWithPurchaseItems.giftId, giftIds))
    .orderBy(asc(giftWithPurchaseItems.giftId), asc(giftWithPurchaseItems.variantId));
}

export async function deleteLines(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(cartLineItems).where(inArray(cartLineItems.id, ids));
}
