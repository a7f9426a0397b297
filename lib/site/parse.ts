import { z } from 'zod';
import {
  BNPL_PROVIDERS,
  COUNTRY_CODES,
  LANGUAGES,
  PAYMENT_METHODS,
  supportsLanguage,
  type CountryCode,
  type Language,
} from './index';

/*
 * Country and language codes read from outside (URLs, cookies, headers, query values) and the rules
 * of the storefronts' settings. Kept out of `@/lib/site` so that browser code, which only formats
 * and looks things up, does not load zod with every page.
 */

export const countryCodeSchema = z.enum(COUNTRY_CODES);
export const languageSchema = z.enum(LANGUAGES);

/** Trimmed, case-insensitive check against the eight codes; anything else is `null`. */
export function parseCountryCode(value: unknown): CountryCode | null {
  if (typeof value !== 'string') return null;
  const parsed = countryCodeSchema.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const parsed = languageSchema.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

/** A language the country supports, or `null`; accepts raw input such as a query value. */
export function languageForCountry(code: CountryCode, value: unknown): Language | null {
  const language = parseLanguage(value);
  return language && supportsLanguage(code, language) ? language : null;
}

/**
 * The rules every storefront's settings follow. The table below is static code: the tests check
 * it against these rules, so that pages do not build and run the schema on every load.
 */
export function countrySchema() {
  return z
    .object({
      code: countryCodeSchema,
      /** The country's name in its own default language, as the welcome mat shows it. */
      name: z.string().min(1),
      /** The country's name in English. */
      englishName: z.string().min(1),
      domain: z.string().regex(/^[a-z0-9.-]+$/),
      /** In the country's default language. */
      siteTitle: z.string().min(1),
      metaDescription: z.string().min(1),
      /** Title and description in each other language the country offers. */
      translations: z
        .partialRecord(languageSchema, z.object({ siteTitle: z.string().min(1), metaDescription: z.string().min(1) }))
        .optional(),
      /** Ordered: the first is the country's default language. */
      languages: z.array(languageSchema).min(1),
      currency: z.object({
        code: z.string().length(3),
        symbol: z.string().min(1),
        locale: z.string().min(2),
        /** Digits after the decimal point; money is kept in integer minor units of this size. */
        fractionDigits: z.number().int().min(0).max(3),
      }),
      /** In minor units of the country's currency. */
      freeShippingThreshold: z.number().int().positive(),
      /** Flat delivery fee below the threshold, in minor units. */
      shippingFee: z.number().int().nonnegative(),
      taxName: z.string().nullable(),
      taxPercent: z.number().min(0).max(100),
      callingCode: z.string().regex(/^\d{1,4}$/),
      bnplProviders: z.array(z.enum(BNPL_PROVIDERS)),
      paymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1),
      adPartnerAccountId: z.string().min(1),
    })
    .strict();
}
