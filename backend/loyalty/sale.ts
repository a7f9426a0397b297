/**
 * The Beauty Pass Sale: member prices on a set of products, open to Gold members first (early
 * access), then to Black members, until it ends. White members and guests see when it opens and
 * which tier unlocks it.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { beautyPassSales } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import type { BeautyPassSaleAccess, LoyaltyTier } from '@/contract';

export type SaleRow = typeof beautyPassSales.$inferSelect;

/** The country's sale that is on or comes next, or null. */
export async function currentSale(db: Db, country: string, now: Date): Promise<SaleRow | null> {
  const [sale] = await db
    .select()
    .from(beautyPassSales)
    .where(and(eq(beautyPassSales.country, country), gt(beautyPassSales.endsAt, now)))
    .orderBy(asc(beautyPassSales.goldOpensAt))
    .limit(1);
  return sale ?? null;
}

/** When the sale opens to a tier, or null for a tier it never opens to. */
export function opensFor(sale: SaleRow, tier: LoyaltyTier | null): Date | null {
  if (tier === 'gold') return sale.goldOpensAt;
  if (tier === 'black') return sale.blackOpensAt;
  return null;
}

/** What a shopper of this tier (null: a guest) may do with the sale now. */
export function saleAccess(
  sale: SaleRow,
  tier: LoyaltyTier | null,
  now: Date,
): { access: BeautyPassSaleAccess; opensAt: Date | null } {
  const opens = opensFor(sale, tier);
  if (opens === null) return { access: 'locked', opensAt: null };
  if (now < opens) return { access: 'upcoming', opensAt: opens };
  return { access: now < sale.endsAt ? 'open' : 'locked', opensAt: null };
}

/** The sale a member's bag prices now: its percent and products, when it is open to their tier. */
export async function openSaleFor(db: Db, country: string, tier: LoyaltyTier | null, now: Date) {
  if (tier !== 'gold' && tier !== 'black') return null;
  const sale = await currentSale(db, country, now);
  if (!sale || saleAccess(sale, tier, now).access !== 'open') return null;
  return { percentOff: sale.percentOff, productIds: sale.productIds };
}

/** A product's member price in the sale, from its price in minor units. */
export function memberPrice(price: number, percentOff: number): number {
  return price - Math.floor((price * percentOff) / 100);
}
