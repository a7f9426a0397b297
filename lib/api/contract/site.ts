// The backend reaches site data only through the contract.
export {
  COUNTRIES,
  COUNTRY_CODES,
  LANGUAGES,
  supportsLanguage,
  defaultLanguage,
  localeTag,
  formatMoney,
  getCountry,
  type Country,
  type CountryCode,
  type Language,
  type PaymentMethod,
  type BnplProvider,
} from '@/lib/site';
export { countryCodeSchema, languageSchema, parseCountryCode, parseLanguage } from '@/lib/site/parse';
export { MOBILE_RULES, mobileValid, nationalMobile } from '@/lib/site/address';
