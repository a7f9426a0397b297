import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { orderLines, orders, productOffers, productReviews, products, productVariants } from '@/backend/db/schema';
import type { TestApp } from '../harness';

let orderCounter = 0;

/** Products sold in Singapore, with one variant each. */
export async function sgProducts(t: TestApp, count: number) {
  const rows = await t.db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, 'sg')))
    .orderBy(asc(products.id))
    .limit(count);
  return Promise.all(
    rows.map(async (row) => {
      const [variant] = await t.db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, row.id))
        .limit(1);
      return { ...row, variantId: variant!.id };
    }),
  );
}

/** Records an order of the member's with the product, paid unless told otherwise. */
export async function recordOrder(
  t: TestApp,
  userId: number,
  product: { id: number; variantId: number; name: string },
  { paid = true }: { paid?: boolean } = {},
) {
  orderCounter += 1;
  const [order] = await t.db
    .insert(orders)
    .values({
      number: `HBT${process.pid}${Date.now()}${orderCounter}`,
      userId,
      country: 'sg',
      status: paid ? 'paid' : 'pending',
      delivery: { type: 'delivery' },
      costSummary: {},
      total: 1000,
      currency: 'SGD',
      paidAt: paid ? new Date() : null,
    })
    .returning();
  await t.db.insert(orderLines).values({
    orderId: order!.id,
    type: 'product',
    variantId: product.variantId,
    productId: product.id,
    name: product.name,
    variantName: 'Default',
    brand: { id: 1, slug: 'brand', name: 'Brand' },
    quantity: 1,
    unitPrice: 1000,
  });
  return order!;
}

/** The Singapore product with the most listed reviews. */
export async function mostReviewed(t: TestApp) {
  const [row] = await t.db
    .select({ id: products.id, slug: products.slug, reviews: sql<number>`count(*)::int` })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, 'sg')))
    .groupBy(products.id, products.slug)
    .orderBy(desc(sql`count(*)`), asc(products.id))
    .limit(1);
  return row!;
}
