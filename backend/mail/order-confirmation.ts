import { asc, eq } from 'drizzle-orm';
import { orderLines, users } from '@/backend/db/schema';
import type { OrderRow } from '@/backend/payments/service';
import type { Db } from '@/backend/types';
import { type CostSummary, parseCountryCode, parseLanguage } from '@/contract';
import type { OrderMail } from './messages';
import { queueMail } from './queue';

/**
 * Queues the confirmation of a paid order, in the language the shopper ordered in, to the member's
 * address or, for a guest's order, to the address it was placed with. Called in the transaction
 * that marks the order paid, so the mail goes exactly when the payment is kept.
 */
export async function queueOrderConfirmation(db: Db, order: OrderRow): Promise<void> {
  const country = parseCountryCode(order.country);
  if (!country) throw new Error(`order ${order.id} has an unknown country: ${order.country}`);
  const [member] = order.userId
    ? await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.userId))
    : [];
  const to = member?.email ?? order.guestEmail;
  if (!to) throw new Error(`order ${order.id} has no address to confirm it to`);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const summary = order.costSummary as Partial<CostSummary>;
  const mail: OrderMail = {
    id: order.id,
    number: order.number,
    lines: lines.map((line) => ({
      name: line.name,
      variantName: line.variantName,
      quantity: line.quantity,
      amount: line.unitPrice * line.quantity,
      pointsCost: line.type === 'reward' ? line.pointsCost : null,
    })),
    subtotal: summary.subtotal?.amount ?? null,
    discount: summary.discount?.amount ?? 0,
    shipping: summary.shipping?.amount ?? null,
    total: order.total,
    delivery: order.delivery,
    guest: order.userId === null,
  };
  await queueMail(db, {
    to,
    country,
    language: parseLanguage(order.language) ?? 'en',
    kind: 'order_confirmation',
    order: mail,
    name: member?.firstName ?? order.delivery.recipient?.name,
  });
}
