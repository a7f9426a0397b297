/** The Beauty Pass in the bag: a redeemed reward, the offers a member may choose and the chosen one. */
import { and, eq } from 'drizzle-orm';
import { cartLineItems, rewards, users } from '@/backend/db/schema';
import { cartError, signInToRedeem } from './errors';
import { type CartContext, type CartRow, loadLines, pricedLines, touchCart } from './store';
import { commerceClock } from '@/backend/shared/clock';
import { subtotalOf, tenPercentOffMinimum } from '@/backend/rules/pricing';
import type { Db } from '@/backend/types';
import {
  type BeautyPassOffer,
  type BeautyPassOfferKey,
  beautyPassOfferKeySchema,
  COUNTRIES,
  type CountryCode,
  MAX_REWARDS_PER_ORDER,
} from '@/contract';
import { meetsTier } from '@/backend/rules/loyalty';
import { goldWelcomeHeld } from '@/backend/loyalty/summary';
import { heldVouchers, isVoucherKey, voucherAmount, type VoucherWindow } from '@/backend/loyalty/vouchers';

/** The vouchers the signed-in member holds now (none for a guest or an account that is gone). */
export async function memberVouchers(db: Db, userId: number | undefined, exceptOrderId: number | null = null) {
  if (userId === undefined) return [];
  const [member] = await db
    .select({ id: users.id, createdAt: users.createdAt, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.id, userId));
  return member ? heldVouchers(db, member, commerceClock.now(), exceptOrderId) : [];
}

/** The Gold welcome gift's use the signed-in member holds now, or null. */
export async function memberGoldWelcome(ctx: CartContext, exceptOrderId: number | null = null) {
  if (!ctx.user) return null;
  const [member] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id));
  return member ? goldWelcomeHeld(ctx.db, member, ctx.country, commerceClock.now(), exceptOrderId) : null;
}

/** The chosen voucher the bag prices, or null: only one the member still holds. */
export function chosenVoucher(offer: string | null, held: readonly VoucherWindow[], country: CountryCode) {
  const window = held.find((voucher) => voucher.key === offer);
  return window ? { kind: window.key, amount: voucherAmount(window.key, country) } : null;
}

/** The member's points balance and tier, or null when the account no longer exists. */
export async function memberPoints(db: Db, userId: number) {
  const [row] = await db
    .select({ points: users.loyaltyPoints, tier: users.loyaltyTier })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Puts a reward in the member's bag: only one reward per customer per transaction, within the
 * member's points, tier and the reward's validity. Redeeming the reward already held is a no-op.
 */
export async function redeemReward(ctx: CartContext, cart: CartRow, rewardId: number) {
  if (!ctx.user) throw signInToRedeem();
  const [reward] = await ctx.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, rewardId), eq(rewards.country, ctx.country)));
  if (!reward) throw cartError(404, 'rewardNotAvailable');
  const lines = await loadLines(ctx.db, cart.id, ctx.country);
  const held = lines.filter((line) => line.type === 'reward');
  if (held.some((line) => line.rewardId === rewardId)) return;
  if (reward.fullyRedeemed) throw cartError(409, 'rewardFullyRedeemed');
  const today = commerceClock.now().toISOString().slice(0, 10);
  const member = await memberPoints(ctx.db, ctx.user.id);
  if (!member) throw signInToRedeem();
  if (reward.validUntil < today || !meetsTier(member.tier, reward.minimumTier))
    throw cartError(422, 'rewardNotAvailable');
  if (held.length >= MAX_REWARDS_PER_ORDER) throw cartError(409, 'rewardLimit', { max: MAX_REWARDS_PER_ORDER });
  if (member.points < reward.pointsCost) {
    throw cartError(422, 'insufficientPoints', { pointsCost: reward.pointsCost, points: member.points });
  }
  await ctx.db.insert(cartLineItems).values({
    cartId: cart.id,
    type: 'reward',
    variantId: reward.variantId,
    quantity: 1,
    rewardId: reward.id,
    pointsCost: reward.pointsCost,
  });
  await touchCart(ctx.db, cart.id);
}

/**
 * The member's Beauty Pass offers for the bag: the ten-percent perk, the vouchers they hold now, and
 * the staff discount for employees.
 */
export async function beautyPassOffers(ctx: CartContext, cart: CartRow | null) {
  if (!ctx.user) throw signInToRedeem();
  const { country } = ctx;
  const site = COUNTRIES[country];
  const currency = site.currency.code;
  const lines = cart ? await loadLines(ctx.db, cart.id, country) : [];
  const subtotal = subtotalOf(pricedLines(lines));
  const minimum = tenPercentOffMinimum(country);
  const offers: BeautyPassOffer[] = [
    {
      key: 'ten_percent_off',
      title: '10% off your bag',
      currencySymbol: site.currency.symbol,
      minimumSpend: { amount: minimum, currency },
      amountOff: null,
      validUntil: null,
      automatic: false,
      selected: cart?.beautyPassOffer === 'ten_percent_off',
      eligible: subtotal >= minimum,
    },
  ];
  for (const voucher of await memberVouchers(ctx.db, ctx.user.id)) {
    offers.push({
      key: voucher.key,
      title: voucher.key === 'welcome_voucher' ? 'Welcome voucher' : 'Birthday voucher',
      currencySymbol: site.currency.symbol,
      minimumSpend: { amount: 0, currency },
      amountOff: { amount: voucherAmount(voucher.key, country), currency },
      validUntil: voucher.validUntil,
      automatic: false,
      selected: cart?.beautyPassOffer === voucher.key,
      eligible: subtotal > 0,
    });
  }
  if (ctx.user.isEmployee) {
    offers.push({
      key: 'staff_discount',
      title: 'Staff discount: 30% off, 45% off Halcyon Collection',
      currencySymbol: site.currency.symbol,
      minimumSpend: { amount: 0, currency },
      amountOff: null,
      validUntil: null,
      automatic: true,
      selected: true,
      eligible: true,
    });
  }
  return offers;
}

const isOfferKey = (key: string): key is BeautyPassOfferKey => beautyPassOfferKeySchema.safeParse(key).success;

export async function selectBeautyPassOffer(ctx: CartContext, cart: CartRow, key: string | null) {
  if (!ctx.user) throw signInToRedeem();
  if (key !== null && !isOfferKey(key)) throw cartError(404, 'offerNotFound');
  if (key === 'staff_discount') {
    // Applied by itself for employees; nobody else has it.
    if (!ctx.user.isEmployee) throw cartError(404, 'offerNotFound');
    return;
  }
  if (isVoucherKey(key) && !(await memberVouchers(ctx.db, ctx.user.id)).some((voucher) => voucher.key === key)) {
    // Used by another order, out of its window, or never the member's.
    throw cartError(404, 'offerNotFound');
  }
  if (key === 'ten_percent_off') {
    const lines = await loadLines(ctx.db, cart.id, ctx.country);
    const minimum = tenPercentOffMinimum(ctx.country);
    if (subtotalOf(pricedLines(lines)) < minimum) {
      throw cartError(422, 'offerMinimumSpend', { minimumSpend: minimum });
    }
  }
  await touchCart(ctx.db, cart.id, { beautyPassOffer: key });
}
