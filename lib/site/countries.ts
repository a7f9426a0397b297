import type { z } from 'zod';
import type { countrySchema } from './parse';

export const COUNTRY_CODES = ['au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th'] as const;
export const LANGUAGES = ['en', 'id', 'th', 'zh'] as const;
export const DEFAULT_COUNTRY = 'sg' satisfies CountryCode;

export type CountryCode = (typeof COUNTRY_CODES)[number];
export type Language = (typeof LANGUAGES)[number];

export const PAYMENT_METHODS = ['card', 'promptpay_qr', 'virtual_account'] as const;
export const BNPL_PROVIDERS = ['afterpay', 'klarna', 'atome'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type BnplProvider = (typeof BNPL_PROVIDERS)[number];

/** The providers' own names: brands, the same in every language. */
export const BNPL_PROVIDER_NAMES: Readonly<Record<BnplProvider, string>> = {
  afterpay: 'Afterpay',
  klarna: 'Klarna',
  atome: 'Atome',
};

/** The name of a provider by its id, or the id itself for one this store does not know. */
export function bnplProviderName(id: string): string {
  return (BNPL_PROVIDER_NAMES as Record<string, string>)[id] ?? id;
}

export type Country = z.infer<ReturnType<typeof countrySchema>>;

const SITE_NAME = 'Halcyon Beauty';

const rawCountries = [
  {
    code: 'au',
    name: 'Australia',
    englishName: 'Australia',
    domain: 'halcyonbeauty.com.au',
    siteTitle: `${SITE_NAME} Australia | Makeup, Skincare, Fragrance & Hair`,
    metaDescription:
      'Shop makeup, skincare, fragrance and hair care from the brands you love at Halcyon Beauty Australia. Free delivery on orders over $25.',
    languages: ['en'],
    currency: { code: 'AUD', symbol: '$', locale: 'en-AU', fractionDigits: 2 },
    freeShippingThreshold: 2500,
    shippingFee: 795,
    taxName: 'GST',
    taxPercent: 10,
    callingCode: '61',
    bnplProviders: ['afterpay', 'klarna'],
    paymentMethods: ['card'],
    adPartnerAccountId: 'HB-AU-104233',
  },
  {
    code: 'hk',
    name: '香港',
    englishName: 'Hong Kong',
    domain: 'halcyonbeauty.hk',
    siteTitle: `${SITE_NAME} Hong Kong | Makeup, Skincare & Fragrance`,
    metaDescription: 'Discover makeup, skincare and fragrance from cult and luxury brands at Halcyon Beauty Hong Kong.',
    translations: {
      zh: {
        siteTitle: `${SITE_NAME} 香港 | 彩妝、護膚及香水`,
        metaDescription: '在 Halcyon Beauty 香港探索人氣及奢華品牌的彩妝、護膚及香水產品。',
      },
    },
    languages: ['en', 'zh'],
    currency: { code: 'HKD', symbol: 'HK$', locale: 'zh-HK', fractionDigits: 2 },
    freeShippingThreshold: 50000,
    shippingFee: 4000,
    taxName: null,
    taxPercent: 0,
    callingCode: '852',
    bnplProviders: [],
    paymentMethods: ['card'],
    adPartnerAccountId: 'HB-HK-104871',
  },
  {
    code: 'id',
    name: 'Indonesia',
    englishName: 'Indonesia',
    domain: 'halcyonbeauty.co.id',
    siteTitle: `${SITE_NAME} Indonesia | Makeup, Skincare & Parfum`,
    metaDescription:
      'Belanja makeup, skincare, parfum dan perawatan rambut dari brand favorit di Halcyon Beauty Indonesia. Gratis ongkir untuk belanja di atas Rp500.000.',
    translations: {
      en: {
        siteTitle: `${SITE_NAME} Indonesia | Makeup, Skincare & Fragrance`,
        metaDescription:
          'Shop makeup, skincare, fragrance and hair care from the brands you love at Halcyon Beauty Indonesia. Free delivery on orders over Rp500,000.',
      },
    },
    languages: ['id', 'en'],
    currency: { code: 'IDR', symbol: 'Rp', locale: 'id-ID', fractionDigits: 0 },
    freeShippingThreshold: 500000,
    shippingFee: 30000,
    taxName: 'PPN',
    taxPercent: 11,
    callingCode: '62',
    bnplProviders: [],
    paymentMethods: ['card', 'virtual_account'],
    adPartnerAccountId: 'HB-ID-105902',
  },
  {
    code: 'my',
    name: 'Malaysia',
    englishName: 'Malaysia',
    domain: 'halcyonbeauty.my',
    siteTitle: `${SITE_NAME} Malaysia | Makeup, Skincare, Fragrance & Hair`,
    metaDescription:
      'Shop makeup, skincare, fragrance and hair care at Halcyon Beauty Malaysia. Free delivery on orders over RM80.',
    languages: ['en'],
    currency: { code: 'MYR', symbol: 'RM', locale: 'en-MY', fractionDigits: 2 },
    freeShippingThreshold: 8000,
    shippingFee: 800,
    taxName: 'SST',
    taxPercent: 8,
    callingCode: '60',
    bnplProviders: ['atome'],
    paymentMethods: ['card'],
    adPartnerAccountId: 'HB-MY-106114',
  },
  {
    code: 'nz',
    name: 'New Zealand',
    englishName: 'New Zealand',
    domain: 'halcyonbeauty.co.nz',
    siteTitle: `${SITE_NAME} New Zealand | Makeup, Skincare, Fragrance & Hair`,
    metaDescription:
      'Shop makeup, skincare, fragrance and hair care at Halcyon Beauty New Zealand. Free delivery on orders over $25.',
    languages: ['en'],
    currency: { code: 'NZD', symbol: '$', locale: 'en-NZ', fractionDigits: 2 },
    freeShippingThreshold: 2500,
    shippingFee: 795,
    taxName: 'GST',
    taxPercent: 15,
    callingCode: '64',
    bnplProviders: ['afterpay'],
    paymentMethods: ['card'],
    adPartnerAccountId: 'HB-NZ-106390',
  },
  {
    code: 'ph',
    name: 'Philippines',
    englishName: 'Philippines',
    domain: 'halcyonbeauty.ph',
    siteTitle: `${SITE_NAME} Philippines | Makeup, Skincare, Fragrance & Hair`,
    metaDescription:
      'Shop makeup, skincare, fragrance and hair care at Halcyon Beauty Philippines. Free delivery on orders over ₱3,000.',
    languages: ['en'],
    currency: { code: 'PHP', symbol: '₱', locale: 'en-PH', fractionDigits: 2 },
    freeShippingThreshold: 300000,
    shippingFee: 15000,
    taxName: 'VAT',
    taxPercent: 12,
    callingCode: '63',
    bnplProviders: [],
    paymentMethods: ['card'],
    adPartnerAccountId: 'HB-PH-106587',
  },
  {
    code: 'sg',
    name: 'Singapore',
    englishName: 'Singapore',
    domain: 'halcyonbeauty.sg',
    siteTitle: `${SITE_NAME} Singapore | Makeup, Skincare, Fragrance & Hair`,
    metaDescription:
      'Shop makeup, skincare, fragrance and hair care from the brands you love at Halcyon Beauty Singapore. Free delivery on orders over S$35.',
    languages: ['en'],
    currency: { code: 'SGD', symbol: 'S$', locale: 'en-SG', fractionDigits: 2 },
    freeShippingThreshold: 3500,
    shippingFee: 500,
    taxName: 'GST',
    taxPercent: 9,
    callingCode: '65',
    bnplProviders: ['atome'],
    paymentMethods: ['card'],
    adPartnerAccountId: 'HB-SG-106702',
  },
  {
    code: 'th',
    name: 'ประเทศไทย',
    englishName: 'Thailand',
    domain: 'halcyonbeauty.co.th',
    siteTitle: `${SITE_NAME} Thailand | เมคอัพ สกินแคร์ น้ำหอม`,
    metaDescription:
      'ช้อปเมคอัพ สกินแคร์ น้ำหอม และผลิตภัณฑ์ดูแลเส้นผมจากแบรนด์ที่คุณรักที่ Halcyon Beauty ประเทศไทย ส่งฟรีเมื่อช้อปครบ ฿500',
    translations: {
      en: {
        siteTitle: `${SITE_NAME} Thailand | Makeup, Skincare & Fragrance`,
        metaDescription:
          'Shop makeup, skincare, fragrance and hair care from the brands you love at Halcyon Beauty Thailand. Free delivery on orders over ฿500.',
      },
    },
    languages: ['th', 'en'],
    currency: { code: 'THB', symbol: '฿', locale: 'th-TH', fractionDigits: 2 },
    freeShippingThreshold: 50000,
    shippingFee: 5000,
    taxName: 'VAT',
    taxPercent: 7,
    callingCode: '66',
    bnplProviders: [],
    paymentMethods: ['card', 'promptpay_qr'],
    adPartnerAccountId: 'HB-TH-107015',
  },
] satisfies Country[];

function loadCountries(): Readonly<Record<CountryCode, Country>> {
  const byCode = Object.fromEntries(rawCountries.map((c): [CountryCode, Country] => [c.code, Object.freeze(c)]));
  for (const code of COUNTRY_CODES) {
    if (!byCode[code]) throw new Error(`Site configuration is missing country ${code}`);
  }
  return Object.freeze(byCode) as Record<CountryCode, Country>;
}

export const COUNTRIES = loadCountries();
export { SITE_NAME };
