import { z } from 'zod';

/**
 * Card details as a shopper types them, one schema for the checkout form, the retry form and the
 * API: number (Luhn), expiry (MM/YY, not in the past), CVC (length by brand) and the cardholder's
 * name. Issue keys are the form's translation keys (`checkout:validation.*`).
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'unionpay' | 'unknown';

export const CARD_BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** The brand from the leading digits (IIN ranges), known from the first digit or two. */
export function cardBrand(number: string): CardBrand {
  const d = cardDigits(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^35/.test(d)) return 'jcb';
  if (/^62/.test(d)) return 'unionpay';
  return 'unknown';
}

/** Digits a brand's numbers have, and its CVC length. */
export function cardRules(brand: CardBrand): { lengths: readonly number[]; cvc: number } {
  switch (brand) {
    case 'amex':
      return { lengths: [15], cvc: 4 };
    case 'visa':
      return { lengths: [13, 16, 19], cvc: 3 };
    case 'mastercard':
      return { lengths: [16], cvc: 3 };
    case 'jcb':
    case 'unionpay':
      return { lengths: [16, 17, 18, 19], cvc: 3 };
    case 'unknown':
      return { lengths: [12, 13, 14, 15, 16, 17, 18, 19], cvc: 3 };
  }
}

export function luhnValid(number: string): boolean {
  const d = cardDigits(number);
  if (d.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Groups the digits as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(value: string): string {
  const d = cardDigits(value).slice(0, 19);
  if (cardBrand(d) === 'amex') {
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
  }
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `MM/YY` as typed: a slash after the month, a lone first digit above 1 read as a month (`4` → `04/`). */
export function formatExpiry(value: string, previous = ''): string {
  let d = cardDigits(value).slice(0, 4);
  if (/^[2-9]$/.test(d)) d = `0${d}`;
  // Deleting the slash deletes the month's last digit too, so backspace works as expected.
  if (previous.endsWith('/') && value.length < previous.length) return d.slice(0, 1);
  if (d.length < 2) return d;
  if (d.length === 2) return value.length > previous.length || value.endsWith('/') ? `${d}/` : d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

/** True when `MM/YY` names this month or a later one (a card is valid to the end of its month). */
export function expiryInFuture(expiry: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const current = now.getFullYear() * 12 + now.getMonth();
  const card = year * 12 + (month - 1);
  return card >= current && card <= current + 20 * 12;
}

export const CARD_ISSUES = {
  required: 'required',
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvc: 'cardCvc',
  holder: 'cardHolder',
} as const;

export const cardExpirySchema = z
  .string()
  .trim()
  .min(1, CARD_ISSUES.required)
  .refine((v) => expiryInFuture(v), CARD_ISSUES.expiry);

export const cardHolderSchema = z
  .string()
  .trim()
  .min(1, CARD_ISSUES.required)
  .max(100, CARD_ISSUES.holder)
  .regex(/^[\p{L}\p{M}' .,-]+$/u, CARD_ISSUES.holder);

/** The card form: what the shopper types. */
export const cardFormSchema = z
  .object({
    cardNumber: z.string().trim().min(1, CARD_ISSUES.required),
    cardExpiry: cardExpirySchema,
    cardCvc: z.string().trim().min(1, CARD_ISSUES.required),
    cardHolder: cardHolderSchema,
  })
  .superRefine((value, ctx) => {
    const digits = cardDigits(value.cardNumber);
    const rules = cardRules(cardBrand(digits));
    if (value.cardNumber.trim() && (!rules.lengths.includes(digits.length) || !luhnValid(digits))) {
      ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: CARD_ISSUES.number });
    }
    if (value.cardCvc.trim() && !new RegExp(`^\\d{${rules.cvc}}$`).test(value.cardCvc.trim())) {
      ctx.addIssue({ code: 'custom', path: ['cardCvc'], message: CARD_ISSUES.cvc });
    }
  });
export type CardForm = z.infer<typeof cardFormSchema>;

export type CardField = keyof CardForm;
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder'];

/** Field by field, the first issue key of each wrong field. */
export function cardFormErrors(values: CardForm): Partial<Record<CardField, string>> {
  const parsed = cardFormSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<CardField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CardField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The card part of a payment request, from valid form values. */
export function cardPayment(values: CardForm): {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolder: string;
} {
  return {
    cardNumber: cardDigits(values.cardNumber).replace(/(\d{4})(?=\d)/g, '$1 '),
    cardExpiry: values.cardExpiry.replace(/\s/g, ''),
    cardCvc: values.cardCvc.trim(),
    cardHolder: values.cardHolder.trim(),
  };
}
