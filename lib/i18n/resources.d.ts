// The English messages are the source of every key: a key missing there fails the typecheck.
import type common from '@/locales/en/common.json';
import type errors from '@/locales/en/errors.json';
import type auth from '@/locales/en/auth.json';
import type account from '@/locales/en/account.json';
import type fatal from '@/locales/en/fatal.json';
import type catalogue from '@/locales/en/catalogue.json';
import type product from '@/locales/en/product.json';
import type search from '@/locales/en/search.json';
import type content from '@/locales/en/content.json';
import type bag from '@/locales/en/bag.json';
import type checkout from '@/locales/en/checkout.json';
import type orders from '@/locales/en/orders.json';
import type happening from '@/locales/en/happening.json';
import type loyalty from '@/locales/en/loyalty.json';
import type preview from '@/locales/en/preview.json';
import type sandbox from '@/locales/en/sandbox.json';
import type profile from '@/locales/en/profile.json';
import type reviews from '@/locales/en/reviews.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      auth: typeof auth;
      account: typeof account;
      fatal: typeof fatal;
      catalogue: typeof catalogue;
      product: typeof product;
      search: typeof search;
      content: typeof content;
      bag: typeof bag;
      checkout: typeof checkout;
      orders: typeof orders;
      happening: typeof happening;
      loyalty: typeof loyalty;
      preview: typeof preview;
      sandbox: typeof sandbox;
      profile: typeof profile;
      reviews: typeof reviews;
    };
  }
}
