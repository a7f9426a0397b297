/**
 * Gift cards: a shopper adds one to the bag by number and PIN; its balance pays for the order up to
 * the total. Placing the order holds that amount (one conditional UPDATE, so two orders in parallel
 * never spend one balance twice); payment spends it; a failed or cancelled order gives it back; a
 * retry holds it again if the balance is still there.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { sha256Hex } from '@/backend/auth/tokens';
import { giftCardRedemptions, giftCards, type orders } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import type { Db } from '@/backend/types';
import { CART_ERROR_CODES, CART_MESSAGES, type Money } from '@/contract';

type OrderRow = typeof orders.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

/** The PIN is kept hashed with the card's number. */
export function pinHash(number: string, pin: string): string {
  return sha256Hex(`gift-card:${number}:${pin}`);
}

const invalid = () => new ApiError(422, CART_ERROR_CODES.giftCardInvalid, CART_MESSAGES.giftCardInvalid);

/** The country's card with this number and PIN; one answer for a wrong number and a wrong PIN. */
export async function findGiftCard(db: Db, country: string, number: string, pin: string): Promise<GiftCardRow> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.number, number), eq(giftCards.country, country)));
  const given = Buffer.from(pinHash(number, pin));
  const kept = Buffer.from(card?.pinHash ?? pinHash('0000000000000000', 'none'));
  if (!card || !timingSafeEqual(given, kept)) throw invalid();
  if (card.balance <= 0) throw new ApiError(422, CART_ERROR_CODES.giftCardEmpty, CART_MESSAGES.giftCardEmpty);
  return card;
}

/** What is left on a card, or null for one that is gone. */
export async function giftCardBalance(db: Db, giftCardId: number | null): Promise<number | null> {
  if (giftCardId === null) return null;
  const [card] = await db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, giftCardId));
  return card?.balance ?? null;
}

/** The bag's card as the bag shows it: last four digits and the balance now. */
export async function giftCardOfBag(
  db: Db,
  giftCardId: number | null,
  currency: string,
): Promise<{ last4: string; balance: Money } | null> {
  if (giftCardId === null) return null;
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
  return card ? { last4: card.number.slice(-4), balance: { amount: card.balance, currency } } : null;
}

const balanceChanged = (status: 409 | 422) =>
  new ApiError(status, CART_ERROR_CODES.giftCardBalanceChanged, CART_MESSAGES.giftCardBalanceChanged);

/** Takes `amount` off the card for the order, in the order's transaction, or refuses: never below zero. */
export async function holdGiftCard(db: Db, orderId: number, giftCardId: number, amount: number, status: 409 | 422) {
  if (amount <= 0) return;
  const [held] = await db
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(and(eq(giftCards.id, giftCardId), gte(giftCards.balance, amount)))
    .returning({ id: giftCards.id });
  if (!held) throw balanceChanged(status);
  await db.insert(giftCardRedemptions).values({ giftCardId, orderId, amount, status: 'held' });
}

/** A paid order spends what it held; an order that will not be paid gives it back to the card. */
export async function settleGiftCard(db: Db, orderId: number, outcome: 'spent' | 'released'): Promise<void> {
  const held = await db
    .update(giftCardRedemptions)
    .set({ status: outcome })
    .where(and(eq(giftCardRedemptions.orderId, orderId), eq(giftCardRedemptions.status, 'held')))
    .returning();
  if (outcome !== 'released') return;
  for (const redemption of held) {
    await db
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${redemption.amount}` })
      .where(eq(giftCards.id, redemption.giftCardId));
  }
}

/** Paying an order again holds its gift card's amount again, if the card still has it. */
export async function holdAgainForRetry(db: Db, order: OrderRow): Promise<void> {
  const amount = Number((order.costSummary as { giftCardAmount?: { amount?: number } }).giftCardAmount?.amount ?? 0);
  if (amount <= 0) return;
  const [last] = await db
    .select()
    .from(giftCardRedemptions)
    .where(eq(giftCardRedemptions.orderId, order.id))
    .orderBy(desc(giftCardRedemptions.id))
    .limit(1);
  if (!last || last.status !== 'released') return;
  await holdGiftCard(db, order.id, last.giftCardId, amount, 422);
}
