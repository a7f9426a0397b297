// The backend reaches site data only through the contract.
export {
  COUNTRIES,
  COUNTRY_CODES,
  LANGUAGES,
  countryCodeSchema,
  languageSchema,
  parseCountryCode,
  parseLanguage,
  supportsLanguage,
  defaultLanguage,
  localeTag,
  getCountry,
  type Country,
  type CountryCode,
  type Language,
  type PaymentMethod,
  type BnplProvider,
} from '@/lib/site';
