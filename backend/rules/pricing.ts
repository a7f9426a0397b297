import {
  COUNTRIES,
  type CostSummary,
  GOLD_FREE_SHIPPING_PERCENT,
  type CountryCode,
  STAFF_DISCOUNT_PERCENT,
  STAFF_HOUSE_BRAND_DISCOUNT_PERCENT,
  TEN_PERCENT_OFF_MINIMUM_SPEND_MAJOR,
} from '@/contract';
import { BIRTHDAY_POINTS_MULTIPLIER, pointsForSpend } from '@/backend/rules/loyalty';

/**
 * The bag's cost summary, computed in integer minor units only. Discounts are rounded down (never
 * in the shopper's disfavour by more than one minor unit, never in the house's by any).
 */

export interface PricedLine {
  type: 'product' | 'sample' | 'gift' | 'reward';
  productId: number;
  brandId: number;
  isHouseBrand: boolean;
  unitPrice: number;
  quantity: number;
  nonDiscountable: boolean;
  pointsCost: number | null;
}

export interface PromoRule {
  code: string;
  discountType: 'percent' | 'fixed';
  /** Percent 0–100 or minor units. */
  discountValue: number;
  brandIds: number[];
  productIds: number[];
}

export interface PricingInput {
  country: CountryCode;
  lines: PricedLine[];
  promo: PromoRule | null;
  isEmployee: boolean;
  tenPercentOff: boolean;
  /** The Beauty Pass Sale open to the member: its member prices on the products it lists. */
  sale?: { percentOff: number; productIds: readonly number[] } | null;
  /** A Beauty Pass voucher the member holds and chose: a fixed amount off, in minor units. */
  voucher?: { kind: 'welcome_voucher' | 'birthday_voucher'; amount: number } | null;
  /** A Beauty Pass Gold member: ships free from Gold's lower threshold. */
  gold?: boolean;
  /** Click and collect orders ship nothing. */
  clickAndCollect?: boolean;
  /** The member's birthday month: the birthday_points perk doubles the points earned. */
  birthdayMonth?: boolean;
  giftCardAmount?: number;
}

const percentOf = (amount: number, percent: number): number => Math.floor((amount * percent) / 100);

export function lineTotal(line: PricedLine): number {
  return line.unitPrice * line.quantity;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.filter((line) => line.type === 'product').reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Lines a promo's product or brand limits let it discount (all discountable products when none). */
export function promoEligible(line: PricedLine, promo: PromoRule): boolean {
  if (line.type !== 'product' || line.nonDiscountable) return false;
  const limited = promo.brandIds.length > 0 || promo.productIds.length > 0;
  if (!limited) return true;
  return promo.brandIds.includes(line.brandId) || promo.productIds.includes(line.productId);
}

/** The ten-percent-off perk needs this subtotal, in minor units. */
export function tenPercentOffMinimum(country: CountryCode): number {
  return TEN_PERCENT_OFF_MINIMUM_SPEND_MAJOR * 10 ** COUNTRIES[country].currency.fractionDigits;
}

/** Gold's free-shipping threshold, in minor units: a share of the country's, in whole major units. */
export function goldFreeShippingThreshold(country: CountryCode): number {
  const unit = 10 ** COUNTRIES[country].currency.fractionDigits;
  return Math.round((COUNTRIES[country].freeShippingThreshold * GOLD_FREE_SHIPPING_PERCENT) / 100 / unit) * unit;
}

export function staffDiscountPercent(line: PricedLine): number {
  return line.isHouseBrand ? STAFF_HOUSE_BRAND_DISCOUNT_PERCENT : STAFF_DISCOUNT_PERCENT;
}

export function computeCostSummary(input: PricingInput): CostSummary {
  const { country } = input;
  const site = COUNTRIES[country];
  const currency = site.currency.code;
  const m = (amount: number) => ({ amount, currency });
  const products = input.lines.filter((line) => line.type === 'product');
  const subtotal = subtotalOf(products);

  // What is left to discount on each line after the discounts before it.
  const remaining = products.map(lineTotal);
  const discounts: CostSummary['discounts'] = [];

  // The sale's member price first: it is the product's price for this member, on every line of it.
  if (input.sale) {
    const sale = input.sale;
    let off = 0;
    products.forEach((line, index) => {
      if (!sale.productIds.includes(line.productId)) return;
      const share = percentOf(remaining[index] ?? 0, sale.percentOff);
      remaining[index] = (remaining[index] ?? 0) - share;
      off += share;
    });
    if (off > 0) discounts.push({ kind: 'beauty_pass_sale', label: 'Beauty Pass Sale', amount: m(off) });
  }

  if (input.isEmployee) {
    let staff = 0;
    products.forEach((line, index) => {
      if (line.nonDiscountable) return;
      const off = percentOf(remaining[index] ?? 0, staffDiscountPercent(line));
      remaining[index] = (remaining[index] ?? 0) - off;
      staff += off;
    });
    if (staff > 0) discounts.push({ kind: 'staff_discount', label: 'Staff discount', amount: m(staff) });
  }

  if (input.promo) {
    const promo = input.promo;
    const eligible = products.map((line) => promoEligible(line, promo));
    const base = remaining.reduce((sum, amount, index) => (eligible[index] ? sum + amount : sum), 0);
    const off =
      promo.discountType === 'percent' ? percentOf(base, promo.discountValue) : Math.min(promo.discountValue, base);
    // Spread over eligible lines so a following percentage sees what is left.
    let left = off;
    products.forEach((_, index) => {
      if (!eligible[index] || left === 0) return;
      const share = Math.min(left, remaining[index] ?? 0);
      remaining[index] = (remaining[index] ?? 0) - share;
      left -= share;
    });
    if (off > 0) discounts.push({ kind: 'promo', label: promo.code, amount: m(off) });
  }

  if (input.tenPercentOff && subtotal >= tenPercentOffMinimum(country)) {
    // Stryker disable next-line OptionalChaining: equivalent, `remaining` has one entry per product.
    const base = remaining.reduce((sum, amount, index) => (products[index]?.nonDiscountable ? sum : sum + amount), 0);
    const off = percentOf(base, 10);
    if (off > 0) discounts.push({ kind: 'ten_percent_off', label: '10% off', amount: m(off) });
  }

  if (input.voucher) {
    // Stryker disable next-line OptionalChaining: equivalent, `remaining` has one entry per product.
    const base = remaining.reduce((sum, amount, index) => (products[index]?.nonDiscountable ? sum : sum + amount), 0);
    const off = Math.min(input.voucher.amount, base);
    const label = input.voucher.kind === 'welcome_voucher' ? 'Welcome voucher' : 'Birthday voucher';
    if (off > 0) discounts.push({ kind: input.voucher.kind, label, amount: m(off) });
  }

  const discount = discounts.reduce((sum, line) => sum + line.amount.amount, 0);
  const net = subtotal - discount;
  const threshold = input.gold ? goldFreeShippingThreshold(country) : site.freeShippingThreshold;
  const qualified = net >= threshold;
  const shipping = products.length === 0 || input.clickAndCollect || qualified ? 0 : site.shippingFee;
  const giftCardAmount = Math.min(input.giftCardAmount ?? 0, net + shipping);
  const total = net + shipping - giftCardAmount;
  const priceBeforeTax = Math.round((total * 100) / (100 + site.taxPercent));
  const pointsRedeemed = input.lines
    .filter((line) => line.type === 'reward')
    .reduce((sum, line) => sum + (line.pointsCost ?? 0) * line.quantity, 0);

  return {
    subtotal: m(subtotal),
    discount: m(discount),
    discounts,
    priceBeforeTax: m(priceBeforeTax),
    taxName: site.taxName,
    taxPercent: site.taxPercent,
    taxAmount: m(total - priceBeforeTax),
    pointsEarned: pointsForSpend(country, net) * (input.birthdayMonth ? BIRTHDAY_POINTS_MULTIPLIER : 1),
    pointsRedeemed,
    shipping: m(shipping),
    giftCardAmount: m(giftCardAmount),
    total: m(total),
    freeShipping: {
      threshold: m(threshold),
      remaining: m(Math.max(0, threshold - net)),
      qualified,
      privilege: input.gold ? 'gold' : null,
    },
  };
}
