import { COUNTRIES, type CountryCode, type Money } from '@/contract';

export function money(country: CountryCode, amount: number): Money {
  return { amount, currency: COUNTRIES[country].currency.code };
}

/** Applies a percentage factor to a price in minor units, keeping the country's rounding. */
export function scalePrice(country: CountryCode, amount: number, factorPercent: number): number {
  if (factorPercent === 100) return amount;
  return roundPrice(country, (amount * factorPercent) / 100);
}

/** Rounds minor units to a shelf-price step: whole units, or 1,000 rupiah, or 10 baht/peso/HK$. */
export function roundPrice(country: CountryCode, amountMinor: number): number {
  const { fractionDigits } = COUNTRIES[country].currency;
  const unit = 10 ** fractionDigits;
  const step = country === 'id' ? 1000 : country === 'th' || country === 'ph' || country === 'hk' ? 10 : 1;
  const major = amountMinor / unit;
  return Math.max(step, Math.round(major / step) * step) * unit;
}
