import {
  defaultLanguage,
  getCountry,
  type BnplProvider,
  type CountryCode,
  type Language,
  type PaymentMethod,
} from '@/lib/site';

/** What the order view needs of the store an order belongs to: its links' language and its ways to pay again. */
export interface OrderSite {
  country: CountryCode;
  defaultLang: Language;
  methods: readonly PaymentMethod[];
  bnplProviders: readonly BnplProvider[];
}

export function orderSite(country: CountryCode): OrderSite {
  const site = getCountry(country);
  return {
    country,
    defaultLang: defaultLanguage(country),
    methods: site.paymentMethods,
    bnplProviders: site.bnplProviders,
  };
}
