import type { CustomTypeOptions, TFunction } from 'i18next';
import type { Language } from '@/lib/site';

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

export type Messages = { [key: string]: string | Messages };
export type Resources = Partial<Record<Namespace, Messages>>;

/** Every key of a message tree as a dot path, leaves and sub-trees alike (`line`, `line.shade`). */
type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];

/**
 * The keys a client leaf shows, per namespace, checked against the English messages (the source
 * of every key): a key that does not exist fails the typecheck.
 */
export type MessagePicks = { readonly [N in Namespace]?: readonly MessagePath<CustomTypeOptions['resources'][N]>[] };

/** A `t` bound to any namespace or namespaces. */
export type AnyTranslate = TFunction<Namespace | readonly Namespace[]>;

/**
 * `t` for a key made at run time (an API's error code, an order's status, a weekday), which the
 * typecheck cannot see: each domain's table of such keys and its test check them instead. Every
 * literal key stays typed.
 */
export type RuntimeTranslate = (key: string, options?: Record<string, unknown>) => string;

export function runtimeKeys(t: AnyTranslate): RuntimeTranslate {
  return t as unknown as RuntimeTranslate;
}
