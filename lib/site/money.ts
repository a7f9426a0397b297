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

/** Symbols that say which dollar it is, for amounts shown outside their own store. */
const INTERNATIONAL_SYMBOLS: Readonly<Record<string, string>> = { AUD: 'A$', NZD: 'NZ$' };

/**
 * Formats money in the currency it was charged in (`{ amount, currency }` from the API), in the
 * shopper's language. In its own store an amount reads as the store writes it (`$35.00` in AU);
 * an amount in another store's currency says which one it is (`NZ$64.00`, `S$161.10`), so an order
 * from one store never reads as another's money.
 */
export function formatMoneyIn(
  money: { amount: number; currency: string },
  viewingCountry: CountryCode,
  lang?: Language,
): string {
  const code = money.currency.toUpperCase();
  if (COUNTRIES[viewingCountry].currency.code === code) return formatMoney(money.amount, viewingCountry, lang);
  const home = countryOfCurrency(code);
  if (!home) {
    return new Intl.NumberFormat(lang ? `${lang}-${viewingCountry.toUpperCase()}` : undefined, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
    }).format(money.amount / 100);
  }
  const formatted = formatMoney(money.amount, home, lang);
  const symbol = INTERNATIONAL_SYMBOLS[code];
  return symbol ? formatted.replace(/^(-?)\$/, `$1${symbol}`) : formatted;
}

/** The country whose store charges in this currency, if any. */
export function countryOfCurrency(currency: string): CountryCode | null {
  const code = currency.toUpperCase();
  return (Object.keys(COUNTRIES) as CountryCode[]).find((c) => COUNTRIES[c].currency.code === code) ?? null;
}
