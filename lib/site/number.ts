import type { CountryCode, Language } from './countries';
import { localeTag } from './locale-tag';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A count (points, places, reviews) with the grouping of the shopper's language in their country
 * (`2,400`, `2.400`): every number a shopper reads goes through here, so none is left bare.
 */
export function formatNumber(
  value: number,
  country: CountryCode,
  lang: Language,
  options: { signed?: boolean } = {},
): string {
  const locale = localeTag(country, lang);
  const key = `${locale}|${options.signed ? 'signed' : 'plain'}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options.signed ? { signDisplay: 'exceptZero' } : {});
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
