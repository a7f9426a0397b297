import { and, asc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { brands, productOffers, products, productVariants } from '@/backend/db/schema';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@/backend/seed/members';
import { type CartResponse, cartResponseSchema, errorBodySchema, orderResponseSchema } from '@/contract';
import { CookieJar, type TestApp } from '../harness';

export interface SellableVariant {
  variantId: number;
  productId: number;
  brandId: number;
  brandSlug: string;
  price: number;
  priceFactor: number;
}

/**
 * Variants sold in the country with plenty of stock, one per product, cheapest first unless
 * `order` says otherwise; `brandSlug` keeps one brand, `excludeBrandSlugs` leaves brands out.
 */
export async function sellableVariants(
  t: TestApp,
  options: {
    country?: string;
    brandSlug?: string;
    excludeBrandSlugs?: string[];
    limit?: number;
    minStock?: number;
  } = {},
): Promise<SellableVariant[]> {
  const country = options.country ?? 'sg';
  const conditions = [
    eq(productVariants.comingSoon, false),
    gte(productVariants.stock, options.minStock ?? 50),
    eq(productVariants.priceFactor, 100),
  ];
  if (options.brandSlug) conditions.push(eq(brands.slug, options.brandSlug));
  if (options.excludeBrandSlugs?.length) conditions.push(notInArray(brands.slug, options.excludeBrandSlugs));
  const rows = await t.db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      brandId: brands.id,
      brandSlug: brands.slug,
      price: sql<number>`coalesce(${productOffers.salePrice}, ${productOffers.price})`,
      priceFactor: productVariants.priceFactor,
      position: productVariants.position,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, country)))
    .where(and(...conditions))
    .orderBy(asc(productOffers.effectivePrice), asc(productVariants.id))
    .limit(400);
  const seen = new Set<number>();
  const result: SellableVariant[] = [];
  for (const row of rows) {
    if (seen.has(row.productId)) continue;
    seen.add(row.productId);
    result.push({ ...row, price: Number(row.price) });
    if (result.length >= (options.limit ?? 10)) break;
  }
  return result;
}

export async function signIn(t: TestApp, memberIndex: number, jar = new CookieJar()): Promise<CookieJar> {
  const member = DEMO_MEMBERS[memberIndex];
  if (!member) throw new Error(`no demo member ${memberIndex}`);
  const response = await t.request('/sessions', {
    method: 'POST',
    json: { email: member.email, password: DEMO_PASSWORD },
    jar,
  });
  expect(response.status).toBe(200);
  return jar;
}

/** A fresh guest: its own device id header. */
let guestCounter = 0;
export function guestHeaders(): Record<string, string> {
  guestCounter += 1;
  return { 'X-Device-Id': `guest-device-${Date.now()}-${guestCounter}` };
}

export async function cartOf(response: Response, status = 200): Promise<CartResponse> {
  const body: unknown = await response.json();
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  return cartResponseSchema.parse(body);
}

export async function errorOf(response: Response, status: number) {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return errorBodySchema.parse(body).error;
}

export interface Caller {
  headers?: Record<string, string>;
  jar?: CookieJar;
}

export function addItem(t: TestApp, who: Caller, variantId: number, quantity: number, key?: string) {
  return t.request('/cart/line-items', {
    method: 'POST',
    json: { variantId, quantity },
    headers: { ...who.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
    jar: who.jar,
  });
}

export async function getCart(t: TestApp, who: Caller) {
  return cartOf(await t.request('/cart', { headers: who.headers, jar: who.jar }));
}

export const LOCALES: Record<string, Record<string, string>> = {
  sg: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
  th: { 'X-Site-Country': 'th', 'Accept-Language': 'en-TH' },
  au: { 'X-Site-Country': 'au', 'Accept-Language': 'en-AU' },
  nz: { 'X-Site-Country': 'nz', 'Accept-Language': 'en-NZ' },
  id: { 'X-Site-Country': 'id', 'Accept-Language': 'en-ID' },
  my: { 'X-Site-Country': 'my', 'Accept-Language': 'en-MY' },
};

export const DELIVERY = {
  type: 'delivery',
  address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' },
  recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
} as const;

export function placeOrder(
  t: TestApp,
  jar: CookieJar,
  payment: { method: string; cardNumber?: string },
  options: { key?: string; country?: string; delivery?: unknown } = {},
) {
  return t.request('/orders', {
    method: 'POST',
    jar,
    headers: { ...LOCALES[options.country ?? 'sg'], ...(options.key ? { 'Idempotency-Key': options.key } : {}) },
    json: { delivery: options.delivery ?? DELIVERY, payment },
  });
}

export async function orderOf(response: Response, status = 201) {
  const body: unknown = await response.json();
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  return orderResponseSchema.parse(body).data;
}

export async function variantStock(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.stock ?? -1;
}
