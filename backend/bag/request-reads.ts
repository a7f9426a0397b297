/** Rows that one request about the bag asks for more than once, read once. */

import { eq } from 'drizzle-orm';
import { brands } from '@/backend/db/schema';
import type { CartContext } from './store';
import { promoById } from './store';

type Promo = Awaited<ReturnType<typeof promoById>>;
type BrandRef = { id: number; slug: string; name: string };

/**
 * Promos and brands a request has read, by id (null when there is none). Nothing about the bag
 * changes them, so the bag's rules and its answer may share one read of each. Made for one request
 * and dropped with it: a promo edited since is read again by the next request.
 */
export interface RequestReads {
  promos: Map<number, Promo>;
  brands: Map<number, BrandRef | null>;
}

export function requestReads(): RequestReads {
  return { promos: new Map(), brands: new Map() };
}

/** The promo, read at most once per request. */
export async function promoOf(ctx: CartContext, promoId: number): Promise<Promo> {
  const { promos } = ctx.reads;
  if (promos.has(promoId)) return promos.get(promoId) ?? null;
  const promo = await promoById(ctx.db, promoId);
  promos.set(promoId, promo);
  return promo;
}

/** Keeps promos the request has read otherwise (e.g. all of its country's), for `promoOf`. */
export function rememberPromos(ctx: CartContext, rows: readonly NonNullable<Promo>[]): void {
  for (const row of rows) ctx.reads.promos.set(row.id, row);
}

/** The brand's id, slug and name, read at most once per request. */
export async function brandOf(ctx: CartContext, brandId: number): Promise<BrandRef | null> {
  const known = ctx.reads.brands;
  if (known.has(brandId)) return known.get(brandId) ?? null;
  const [brand] = await ctx.db
    .select({ id: brands.id, slug: brands.slug, name: brands.name })
    .from(brands)
    .where(eq(brands.id, brandId));
  known.set(brandId, brand ?? null);
  return brand ?? null;
}
