import type { Cart, CartNotice, LineItem } from '@/contract';
import { CART_ERROR_CODES, MAX_QUANTITY_PER_ITEM, PROMO_HINTS } from '@/contract/bag-codes';
import { domainErrorKey, isApiError, type DomainErrors } from '@/lib/api/errors';
import { runtimeKeys, type AnyTranslate } from '@/lib/i18n/config';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { BagRefused } from './bag-answer';

/**
 * What the shopper just asked for, applied to the bag before the API answers. The API's answer
 * replaces the result; on an error the bag as it was comes back.
 */
export type BagAction =
  { type: 'add'; variantId: number; quantity: number } | { type: 'set-quantity'; lineItemId: number; quantity: number };

const clampQuantity = (n: number) => Math.min(MAX_QUANTITY_PER_ITEM, Math.max(0, Math.trunc(n)));

function withQuantity(line: LineItem, quantity: number): LineItem {
  return { ...line, quantity, price: { ...line.price, amount: line.unitPrice.amount * quantity } };
}

/** Pure: the bag after `action`, with the count and money moved by the same amount. */
export function bagReducer(cart: Cart, action: BagAction): Cart {
  let lines = cart.lineItems;
  let delta = 0;
  let moneyDelta = 0;
  if (action.type === 'add') {
    const existing = lines.find((l) => l.type === 'product' && l.variantId === action.variantId);
    if (existing) {
      const next = clampQuantity(existing.quantity + action.quantity);
      delta = next - existing.quantity;
      moneyDelta = delta * existing.unitPrice.amount;
      lines = lines.map((l) => (l === existing ? withQuantity(l, next) : l));
    } else {
      // The new line's details come with the answer; until then only the count moves.
      delta = clampQuantity(action.quantity);
    }
  } else {
    const line = lines.find((l) => l.id === action.lineItemId);
    if (!line || line.type !== 'product') return cart;
    const next = clampQuantity(action.quantity);
    if (next === 0) return cart; // removal waits for the API (the line shows a removing state)
    delta = next - line.quantity;
    moneyDelta = delta * line.unitPrice.amount;
    lines = lines.map((l) => (l === line ? withQuantity(l, next) : l));
  }
  if (delta === 0) return cart;
  const summary = cart.costSummary;
  const money = (m: { amount: number; currency: string }, by: number) => ({ ...m, amount: Math.max(0, m.amount + by) });
  return {
    ...cart,
    lineItems: lines,
    itemsCount: Math.max(0, cart.itemsCount + delta),
    costSummary: {
      ...summary,
      subtotal: money(summary.subtotal, moneyDelta),
      total: money(summary.total, moneyDelta),
    },
  };
}

type T = AnyTranslate;

/** The bag's failures: its own codes (a replayed key is not the shopper's concern), then the shared ones. */
export const BAG_ERRORS: DomainErrors = {
  namespace: 'bag',
  codes: new Set(Object.values(CART_ERROR_CODES).filter((code) => code !== CART_ERROR_CODES.idempotencyConflict)),
  aliases: { variant_not_available: 'not_available_in_country' },
};

/** The translation key (namespace included) of the message for a failed bag change. */
export function bagErrorKey(error: unknown): string {
  return domainErrorKey(error, BAG_ERRORS);
}

/** The translated message for a failed bag change (see `bagErrorKey`). */
export function bagErrorMessage(error: unknown, t: T): string {
  // A bag action's refusal names its key already.
  if (error instanceof BagRefused) return runtimeKeys(t)(error.refusal.errorKey ?? 'bag:errors.generic');
  return runtimeKeys(t)(bagErrorKey(error));
}

/**
 * The keys (namespace included) of what a refused promo code says: "invalid" for an unknown code,
 * else the bag's message; and, when the API names the rule it broke (`details.hint`), that rule.
 */
export function promoErrorKeys(error: unknown): { errorKey: string; hintKey?: string } {
  const errorKey =
    isApiError(error) && error.code === CART_ERROR_CODES.promotionInvalid ? 'bag:promo.invalid' : bagErrorKey(error);
  const hint = isApiError(error) ? error.detail('hint') : undefined;
  return hint && (PROMO_HINTS as readonly string[]).includes(hint)
    ? { errorKey, hintKey: `bag:promo.hints.${hint}` }
    : { errorKey };
}

/** What the promo form says after a post without JavaScript: translation keys, and what was typed. */
export interface PromoFormState {
  errorKey?: string;
  hintKey?: string;
  code?: string;
  /** A code the shopper brought with them (a promo tile's link): applied as the bag opens. */
  offered?: boolean;
}

/** The bag's address with a code to apply as it opens (a promo tile's link). */
export function bagWithCodeQuery(code: string): string {
  return new URLSearchParams({ promo_code: code.slice(0, PROMO_CODE_MAX) }).toString();
}

/**
 * What a gift's choice says after a post without JavaScript: which gift's choice the bag opens
 * with (its "Choose gifts" link, or a refusal), and why the choice was refused.
 */
export interface GiftFormState {
  open?: number;
  errorKey?: string;
}

const GIFT_ERROR_KEY = /^(bag:errors\.[a-z_]{1,40}|errors:[a-zA-Z]{1,40})$/;

/** The bag's address with a gift's choice open, and why it was refused (`giftStateFromQuery`). */
export function giftStateQuery(state: GiftFormState): string {
  const query = new URLSearchParams();
  if (state.open) query.set('gift', String(state.open));
  if (state.errorKey) query.set('gift_error', state.errorKey);
  return query.toString();
}

/** Reads back only what the bag could have written: a gift's id, and a known key. */
export function giftStateFromQuery(query: Record<string, string | string[] | undefined>): GiftFormState {
  const gift = query.gift;
  const errorKey = query.gift_error;
  const open = typeof gift === 'string' && /^[1-9]\d{0,9}$/.test(gift) ? Number(gift) : undefined;
  if (!open) return {};
  return typeof errorKey === 'string' && GIFT_ERROR_KEY.test(errorKey) ? { open, errorKey } : { open };
}

const BAG_ERROR_KEY = /^(bag:errors\.[a-z_]{1,40}|errors:[a-zA-Z]{1,40})$/;

/** Why a change to a line was refused, as the query of the bag's address a plain post lands on. */
export function bagStateQuery(errorKey: string | undefined): string {
  return errorKey ? new URLSearchParams({ bag_error: errorKey }).toString() : '';
}

/** Reads back only what the bag could have written: a known key of the bag's or the shared errors. */
export function bagErrorFromQuery(query: Record<string, string | string[] | undefined>): string | undefined {
  const errorKey = query.bag_error;
  return typeof errorKey === 'string' && BAG_ERROR_KEY.test(errorKey) ? errorKey : undefined;
}

/** Codes are short; anything longer is not one (and is not echoed back whole). */
export const PROMO_CODE_MAX = 64;
const PROMO_ERROR_KEY = /^(bag:promo\.(invalid|required)|bag:errors\.[a-z_]{1,40}|errors:[a-zA-Z]{1,40})$/;
const HINT_KEY_PREFIX = 'bag:promo.hints.';

/**
 * The promo form's state as the query of the bag's address: a post without JavaScript answers by
 * opening the bag again with it, and the bag page shows it back (`promoStateFromQuery`).
 */
export function promoStateQuery(state: PromoFormState): string {
  const query = new URLSearchParams();
  if (state.errorKey) query.set('promo_error', state.errorKey);
  if (state.hintKey?.startsWith(HINT_KEY_PREFIX)) query.set('promo_hint', state.hintKey.slice(HINT_KEY_PREFIX.length));
  if (state.code) query.set('promo_code', state.code.slice(0, PROMO_CODE_MAX));
  return query.toString();
}

/** Reads back only what the bag could have written: known keys and hints, a code of a code's length. */
export function promoStateFromQuery(query: Record<string, string | string[] | undefined>): PromoFormState {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const errorKey = one('promo_error');
  const code = one('promo_code')?.trim().slice(0, PROMO_CODE_MAX);
  if (!errorKey) return code ? { code, offered: true } : {};
  if (!PROMO_ERROR_KEY.test(errorKey)) return {};
  const hint = one('promo_hint');
  return {
    errorKey,
    ...(hint && (PROMO_HINTS as readonly string[]).includes(hint) ? { hintKey: `${HINT_KEY_PREFIX}${hint}` } : {}),
    ...(code ? { code } : {}),
  };
}

/** Translated texts of what a change did besides itself (a promo or gift removed, a merged bag). */
export function noticeMessages(notices: readonly CartNotice[], t: T): string[] {
  const known = new Set([
    'promo_removed',
    'gift_removed',
    'offer_removed',
    'offer_ended',
    'gift_card_removed',
    'merged',
  ]);
  return notices.filter((n) => known.has(n.code)).map((n) => runtimeKeys(t)(`bag:notices.${n.code}`));
}

/**
 * What a line costs, as the bag, the checkout and an order show it: its price, its points, or free
 * (a gift), in the words of `keys` (`bag:line` names `bag:line.points` and `bag:line.free`).
 */
export function lineCost(
  line: Pick<LineItem, 'type' | 'price' | 'pointsCost'>,
  { country, lang, t, keys }: { country: CountryCode; lang: Language; t: T; keys: string },
): string {
  if (line.type === 'product') return formatMoneyIn(line.price, country, lang);
  return line.pointsCost !== null
    ? runtimeKeys(t)(`${keys}.points`, { count: line.pointsCost })
    : runtimeKeys(t)(`${keys}.free`);
}
