import { and, eq, gte, sql } from 'drizzle-orm';
import { giftWithPurchaseItems, productVariants, samples, stockReservations } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { commerceClock } from '@/backend/shared/clock';
import type { Db } from '@/backend/types';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/contract';

/** Takes the order's units off sale; 409 out of stock when any is short (nothing is taken then). */
export async function reserveStock(
  db: Db,
  orderId: number,
  lines: ReadonlyArray<{
    type: string;
    variantId: number;
    quantity: number;
    sampleId: number | null;
    giftId: number | null;
  }>,
): Promise<void> {
  for (const line of lines) {
    let taken: unknown[] = [];
    if (line.type === 'product') {
      taken = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
        .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
        .returning({ id: productVariants.id });
    } else if (line.type === 'sample' && line.sampleId !== null) {
      taken = await db
        .update(samples)
        .set({ stock: sql`${samples.stock} - ${line.quantity}` })
        .where(and(eq(samples.id, line.sampleId), gte(samples.stock, line.quantity)))
        .returning({ id: samples.id });
    } else if (line.type === 'gift' && line.giftId !== null) {
      taken = await db
        .update(giftWithPurchaseItems)
        .set({ stock: sql`${giftWithPurchaseItems.stock} - ${line.quantity}` })
        .where(
          and(
            eq(giftWithPurchaseItems.giftId, line.giftId),
            eq(giftWithPurchaseItems.variantId, line.variantId),
            gte(giftWithPurchaseItems.stock, line.quantity),
          ),
        )
        .returning({ variantId: giftWithPurchaseItems.variantId });
    } else {
      // Rewards come from the loyalty allocation, not the shelf.
      continue;
    }
    if (taken.length === 0) {
      throw new ApiError(409, CART_ERROR_CODES.outOfStock, CART_MESSAGES.outOfStock, { variantId: line.variantId });
    }
    await db.insert(stockReservations).values({
      orderId,
      variantId: line.variantId,
      sampleId: line.type === 'sample' ? line.sampleId : null,
      giftId: line.type === 'gift' ? line.giftId : null,
      quantity: line.quantity,
    });
  }
}

/** Puts held units back on sale. */
export async function releaseStock(db: Db, orderId: number): Promise<void> {
  const held = await db
    .update(stockReservations)
    .set({ status: 'released', releasedAt: commerceClock.now() })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'held')))
    .returning();
  for (const row of held) {
    if (row.sampleId !== null) {
      await db
        .update(samples)
        .set({ stock: sql`${samples.stock} + ${row.quantity}` })
        .where(eq(samples.id, row.sampleId));
    } else if (row.giftId !== null) {
      await db
        .update(giftWithPurchaseItems)
        .set({ stock: sql`${giftWithPurchaseItems.stock} + ${row.quantity}` })
        .where(and(eq(giftWithPurchaseItems.giftId, row.giftId), eq(giftWithPurchaseItems.variantId, row.variantId)));
    } else {
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${row.quantity}` })
        .where(eq(productVariants.id, row.variantId));
    }
  }
}

export async function hasHeldStock(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'held')))
    .limit(1);
  return rows.length > 0;
}
