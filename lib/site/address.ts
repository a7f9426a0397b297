import type { CountryCode } from './countries';

/**
 * Postal codes and mobile numbers as each country writes them. One rule set for the checkout form
 * and the API, so a shopper hears about a wrong code before paying and the API never stores one.
 */

/** Postal code format per country; null where the country has none (Hong Kong). */
export const POSTAL_CODE_RULES: Readonly<Record<CountryCode, { pattern: RegExp; example: string } | null>> = {
  au: { pattern: /^\d{4}$/, example: '2000' },
  hk: null,
  id: { pattern: /^\d{5}$/, example: '10110' },
  my: { pattern: /^\d{5}$/, example: '50450' },
  nz: { pattern: /^\d{4}$/, example: '1010' },
  ph: { pattern: /^\d{4}$/, example: '1226' },
  sg: { pattern: /^\d{6}$/, example: '238801' },
  th: { pattern: /^\d{5}$/, example: '10330' },
};

/**
 * Mobile numbers after the country calling code, without the trunk 0 (which shoppers may type and
 * which is dropped before sending).
 */
export const MOBILE_RULES: Readonly<Record<CountryCode, { pattern: RegExp; example: string }>> = {
  au: { pattern: /^4\d{8}$/, example: '412345678' },
  hk: { pattern: /^[4-9]\d{7}$/, example: '51234567' },
  id: { pattern: /^8\d{8,11}$/, example: '81234567890' },
  my: { pattern: /^1\d{8,9}$/, example: '123456789' },
  nz: { pattern: /^2\d{7,9}$/, example: '211234567' },
  ph: { pattern: /^9\d{9}$/, example: '9171234567' },
  sg: { pattern: /^[89]\d{7}$/, example: '91234567' },
  th: { pattern: /^[689]\d{8}$/, example: '812345678' },
};

export function hasPostalCodes(country: CountryCode): boolean {
  return POSTAL_CODE_RULES[country] !== null;
}

export function postalCodeValid(country: CountryCode, code: string): boolean {
  const rule = POSTAL_CODE_RULES[country];
  return rule === null ? code.trim() === '' : rule.pattern.test(code.trim());
}

/** The national number as sent to the API: digits only, without the trunk 0 or a repeated calling code. */
export function nationalMobile(phone: string, callingCode: string): string {
  let digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+') && digits.startsWith(callingCode)) digits = digits.slice(callingCode.length);
  return digits.replace(/^0+/, '');
}

export function mobileValid(country: CountryCode, phone: string, callingCode: string): boolean {
  return MOBILE_RULES[country].pattern.test(nationalMobile(phone, callingCode));
}
