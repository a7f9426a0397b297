import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { bagErrorMessage, noticeMessages } from '@/components/bag/bag-state';
import { offerTitle } from '@/components/bag/beauty-pass-offers';
import { discountLabel } from '@/components/bag/cost-summary';
import { refusalKeyOf } from '@/components/happening/booking-refusal';
import { KNOWN_REASONS, pickupMessage } from '@/components/orders/order-status';
import {
  BOOKING_ANSWER_REASONS,
  BOOKING_ERROR_CODES,
  beautyPassOfferKeySchema,
  CART_ERROR_CODES,
  CART_MESSAGES,
  discountLineSchema,
  orderStatusSchema,
} from '@/contract';
import { ApiError } from '@/lib/api/errors';
import type { AnyTranslate } from '@/lib/i18n/config';
import { NAMESPACES } from '@/lib/i18n/config';
import { LANGUAGES, type Language } from '@/lib/site';

/*
 * Every code the API sends in place of text a shopper reads, in every language: a translation
 * that is missing shows its key, and one left in English shows English to a Thai or Chinese page.
 */

const root = path.resolve(__dirname, '../../locales');

/** A translator of one language alone: a missing key answers the key, not the English text. */
async function translatorFor(lang: Language): Promise<AnyTranslate> {
  const resources = Object.fromEntries(
    NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(root, lang, `${ns}.json`), 'utf8')) as object]),
  );
  const instance = createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [lang]: resources },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lang) as TFunction as unknown as AnyTranslate;
}

const refusal = (code: string, details?: Record<string, unknown>) =>
  new ApiError({ kind: 'http', status: 409, code, message: 'English text', details });

/** Each code, and what the shopper reads for it in a language. */
const CODES: Array<[string, (t: AnyTranslate) => string]> = [
  ...discountLineSchema.shape.kind.options
    .filter((kind) => kind !== 'promo')
    .map((kind): [string, (t: AnyTranslate) => string] => [
      `discount ${kind}`,
      (t) => discountLabel({ kind, label: 'English label', amount: { amount: 100, currency: 'SGD' } }, t),
    ]),
  ...beautyPassOfferKeySchema.options.map((key): [string, (t: AnyTranslate) => string] => [
    `offer ${key}`,
    (t) => offerTitle({ key, amountOff: { amount: 1000, currency: 'SGD' } }, t, () => 'S$10.00'),
  ]),
  ...(
    [
      ['promo_removed', CART_MESSAGES.promoRemoved],
      ['gift_removed', CART_MESSAGES.giftRemoved],
      ['offer_removed', CART_MESSAGES.offerRemoved],
      ['offer_ended', CART_MESSAGES.offerEnded],
      ['gift_card_removed', CART_MESSAGES.giftCardRemoved],
      ['merged', CART_MESSAGES.merged],
    ] as const
  ).map(([code, message]): [string, (t: AnyTranslate) => string] => [
    `bag notice ${code}`,
    (t) => noticeMessages([{ code, message }], t).join(''),
  ]),
  ...Object.values(CART_ERROR_CODES)
    .filter((code) => code !== CART_ERROR_CODES.idempotencyConflict)
    .map((code): [string, (t: AnyTranslate) => string] => [
      `bag error ${code}`,
      (t) => bagErrorMessage(refusal(code), t),
    ]),
  ...orderStatusSchema.options.flatMap((status): Array<[string, (t: AnyTranslate) => string]> => [
    [`pickup ${status}`, (t) => pickupMessage(status, t)],
    [`order status ${status}`, (t) => t(`orders:status.${status}` as never)],
  ]),
  ...[...KNOWN_REASONS].map((reason): [string, (t: AnyTranslate) => string] => [
    `payment failure ${reason}`,
    (t) => t(`orders:failed.reasons.${reason}` as never),
  ]),
  ...Object.values(BOOKING_ERROR_CODES).flatMap((code) =>
    (code === BOOKING_ERROR_CODES.invalidAnswer
      ? Object.values(BOOKING_ANSWER_REASONS).map((reason) => refusal(code, { reason }))
      : [refusal(code)]
    ).map((error): [string, (t: AnyTranslate) => string] => [
      `booking refusal ${code} ${error.detail('reason') ?? ''}`,
      (t) => {
        const key = refusalKeyOf(error);
        return key ? t(`happening:${key}` as never) : '';
      },
    ]),
  ),
];

describe('text the API sends as a code', () => {
  const translators = new Map<Language, AnyTranslate>();
  beforeAll(async () => {
    for (const lang of LANGUAGES) translators.set(lang, await translatorFor(lang));
  });
  const text = (lang: Language, read: (t: AnyTranslate) => string) => {
    const t = translators.get(lang);
    if (!t) throw new Error(`no translator for ${lang}`);
    return read(t);
  };

  it.each(CODES.flatMap(([name, read]) => LANGUAGES.map((lang) => [name, lang, read] as const)))(
    '%s reads as a translation in %s',
    (_name, lang, read) => {
      const shown = text(lang, read);
      expect(shown).not.toBe('');
      // i18next answers a missing key with the key itself.
      expect(shown).not.toMatch(/^[\w-]+(:[\w-]+)?(\.[\w-]+)+$/);
      expect(shown).not.toMatch(/{{|English/);
      if (lang === 'th' || lang === 'zh') expect(shown).not.toBe(text('en', read));
    },
  );
});
