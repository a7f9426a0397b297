import { LANGUAGES, type Language } from '@/lib/site';

/** Every namespace has a file in each of `locales/{en,id,th,zh}/`. */
export const NAMESPACES = [
  'common',
  'errors',
  'auth',
  'account',
  'fatal',
  'catalogue',
  'product',
  'search',
  'content',
  'bag',
  'checkout',
  'orders',
  'happening',
  'loyalty',
  'preview',
  'sandbox',
  'profile',
  'reviews',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const FALLBACK_LANGUAGE: Language = 'en';
export { LANGUAGES };

export type Messages = { [key: string]: string | Messages };
export type Resources = Partial<Record<Namespace, Messages>>;
