import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/backend/types';
import { ApiError } from '@/backend/http/errors';
import {
  COUNTRY_CODES,
  type CountryCode,
  type Language,
  parseCountryCode,
  parseLanguage,
  supportsLanguage,
} from '@/contract';

export const LOCALE_ERROR_CODES = {
  invalidCountry: 'invalid_country',
  invalidLanguage: 'invalid_language',
} as const;

/**
 * The language of an Accept-Language value for a country: `{lang}-{COUNTRY}` or `{lang}`. When the
 * header lists several tags, the first one the country supports wins; a tag naming another country
 * is not accepted.
 */
export function languageFromHeader(header: string, country: CountryCode): Language | null {
  const tags = header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag.length > 0);
  for (const tag of tags) {
    const [lang, region, ...rest] = tag.split(/[-_]/);
    if (rest.length > 0) continue;
    if (region !== undefined && parseCountryCode(region) !== country) continue;
    const language = parseLanguage(lang);
    if (language && supportsLanguage(country, language)) return language;
  }
  return null;
}

/** Decides `c.var.country` and `c.var.language` from X-Site-Country and Accept-Language (400 otherwise). */
export const localeMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rawCountry = c.req.header('x-site-country');
  const country = parseCountryCode(rawCountry);
  if (!country) {
    throw new ApiError(
      400,
      LOCALE_ERROR_CODES.invalidCountry,
      rawCountry
        ? `X-Site-Country must be one of ${COUNTRY_CODES.join(', ')}`
        : `The X-Site-Country header is required (one of ${COUNTRY_CODES.join(', ')})`,
    );
  }
  const rawLanguage = c.req.header('accept-language');
  const language = rawLanguage ? languageFromHeader(rawLanguage, country) : null;
  if (!language) {
    throw new ApiError(
      400,
      LOCALE_ERROR_CODES.invalidLanguage,
      rawLanguage
        ? `Accept-Language must name a language of ${country.toUpperCase()}, e.g. en-${country.toUpperCase()}`
        : 'The Accept-Language header is required, e.g. en-SG',
    );
  }
  c.set('country', country);
  c.set('language', language);
  await next();
};
