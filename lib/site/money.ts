import { COUNTRIES, type CountryCode, type Language } from './countries';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in integer minor units for the country's currency, in the shopper's
 * language (e.g. `S$35.00`, `Rp500.000`, `฿500.00`).
 */
export function formatMoney(minorUnits: number, country: CountryCode, lang?: Language): string {
  const { currency } = COUNTRIES[country];
  const locale = lang ? `${lang}-${country.toUpperCase()}` : currency.locale;
  const key = `${locale}|${currency.code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: currency.fractionDigits,
      maximumFractionDigits: currency.fractionDigits,
    });
    formatters.set(key, formatter);
  }
  const major = minorUnits / 10 ** currency.fractionDigits;
  const formatted = formatter.format(major);
  // Intl's narrow symbol is "$" for SGD and HKD; shoppers expect the local prefix.
  return currency.symbol !== '$' ? formatted.replace(/^(-?)\$/, `$1${currency.symbol}`) : formatted;
}
