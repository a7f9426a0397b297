// The backend reaches site data only through the contract.
export {
  COUNTRIES,
  COUNTRY_CODES,
  supportsLanguage,
  formatMoney,
  formatNumber,
  getCountry,
  formatZonedDate,
  formatZonedTime,
  formatDate,
  localeTag,
  storefrontUrl,
  type CountryCode,
  type Language,
} from '@/lib/site';
export { languageSchema, parseCountryCode, parseLanguage } from '@/lib/site/parse';
export { MOBILE_RULES } from '@/lib/site/address';
