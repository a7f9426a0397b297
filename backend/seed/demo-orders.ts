import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  brands,
  orderLines,
  orders,
  payments,
  pointsLedger,
  productOffers,
  products,
  productVariants,
  users,
} from '@/backend/db/schema';
import { computeCostSummary } from '@/backend/rules/pricing';
import type { Db } from '@/backend/types';
import { DAY_MS, DEMO_MEMBERS } from './members';

/** The demo members shop in Singapore, where a point is earned per whole dollar spent. */
const COUNTRY = 'sg';
const CENTS_PER_POINT = 100;
const MAX_UNITS_PER_LINE = 3;
const CANDIDATES = 40;

interface Candidate {
  variantId: number;
  variantName: string;
  productId: number;
  name: string;
  brand: { id: number; slug: string; name: string; isHouseBrand: boolean };
  unitPrice: number;
}

/** Singapore's in-stock products at their shelf price (first shade or size), dearest first. */
async function candidates(db: Db): Promise<Candidate[]> {
  const rows = await db
    .select({
      variantId: productVariants.id,
      variantName: productVariants.name,
      productId: products.id,
      name: products.name,
      brand: { id: brands.id, slug: brands.slug, name: brands.name, isHouseBrand: brands.isHouseBrand },
      unitPrice: productOffers.effectivePrice,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, COUNTRY)))
    .where(and(eq(productVariants.position, 1), eq(productVariants.priceFactor, 100)))
    .orderBy(asc(products.id))
    .limit(CANDIDATES);
  return rows.sort((a, b) => b.unitPrice - a.unitPrice || a.productId - b.productId);
}

/**
 * Lines whose subtotal earns exactly `points` (its whole dollars): a bounded subset sum over the
 * candidates, each at most three units, dearest first so the order stays short.
 */
export function linesEarning(
  points: number,
  from: readonly Candidate[],
): Array<{ candidate: Candidate; quantity: number }> {
  const low = points * CENTS_PER_POINT;
  const high = low + CENTS_PER_POINT - 1;
  const units = from.flatMap((candidate) => Array.from({ length: MAX_UNITS_PER_LINE }, () => candidate));
  // via[s]: 1 + the unit that first reached subtotal s; 0 when none has.
  const via = new Int32Array(high + 1);
  via[0] = -1;
  units.forEach((unit, index) => {
    for (let sum = high; sum >= unit.unitPrice; sum -= 1) {
      if (via[sum] === 0 && via[sum - unit.unitPrice] !== 0) via[sum] = index + 1;
    }
  });
  let sum = low;
  while (sum <= high && via[sum] === 0) sum += 1;
  if (sum > high) throw new Error(`no demo order earns exactly ${points} points`);
  const quantities = new Map<Candidate, number>();
  while (sum > 0) {
    const unit = units[(via[sum] ?? 0) - 1];
    if (!unit) throw new Error('demo order lines lost their way');
    quantities.set(unit, (quantities.get(unit) ?? 0) + 1);
    sum -= unit.unitPrice;
  }
  return [...quantities].map(([candidate, quantity]) => ({ candidate, quantity }));
}

/**
 * The paid orders the demo members' points histories name, so that a member's recent orders and
 * points history tell the same story and each history line leads to its order. Each is placed when
 * its history line was written and earns exactly the points that line says.
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  const named = await db
    .select({
      entryId: pointsLedger.id,
      orderNumber: pointsLedger.orderNumber,
      points: pointsLedger.points,
      createdAt: pointsLedger.createdAt,
      member: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(pointsLedger)
    .innerJoin(users, eq(users.id, pointsLedger.userId))
    .where(and(eq(pointsLedger.source, 'purchase_points_with_order_number'), isNull(pointsLedger.orderId)))
    .orderBy(asc(pointsLedger.id));
  if (named.length === 0) return;
  const pool = await candidates(db);
  for (const entry of named) {
    const demo = DEMO_MEMBERS.find((row) => row.email === entry.member.email);
    if (!demo || !entry.orderNumber) continue;
    const lines = linesEarning(entry.points, pool);
    const summary = computeCostSummary({
      country: COUNTRY,
      lines: lines.map(({ candidate, quantity }) => ({
        type: 'product' as const,
        productId: candidate.productId,
        brandId: candidate.brand.id,
        isHouseBrand: candidate.brand.isHouseBrand,
        unitPrice: candidate.unitPrice,
        quantity,
        nonDiscountable: false,
        pointsCost: null,
      })),
      promo: null,
      isEmployee: false,
      tenPercentOff: false,
    });
    const placedAt = entry.createdAt;
    const day = (offset: number) => new Date(placedAt.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
    const [order] = await db
      .insert(orders)
      .values({
        number: entry.orderNumber,
        userId: entry.member.id,
        country: COUNTRY,
        status: 'paid',
        delivery: {
          type: 'delivery',
          address: { line1: '2 Orchard Turn', city: 'Singapore', postalCode: '238801', country: 'SG' },
          recipient: { name: `${entry.member.firstName} ${entry.member.lastName}`, mobile: demo.mobile },
          estimatedDelivery: { from: day(2), to: day(5) },
        },
        costSummary: summary as unknown as Record<string, unknown>,
        total: summary.total.amount,
        currency: summary.total.currency,
        paidAt: placedAt,
        createdAt: placedAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue;
    await db.insert(orderLines).values(
      lines.map(({ candidate, quantity }) => ({
        orderId: order.id,
        type: 'product' as const,
        variantId: candidate.variantId,
        productId: candidate.productId,
        name: candidate.name,
        variantName: candidate.variantName,
        brand: { id: candidate.brand.id, slug: candidate.brand.slug, name: candidate.brand.name },
        quantity,
        unitPrice: candidate.unitPrice,
        pointsCost: null,
      })),
    );
    await db.insert(payments).values({
      orderId: order.id,
      attempt: 1,
      method: 'card',
      status: 'paid',
      amount: order.total,
      cardLast4: '4242',
      createdAt: placedAt,
    });
    await db.update(pointsLedger).set({ orderId: order.id }).where(eq(pointsLedger.id, entry.entryId));
  }
}
