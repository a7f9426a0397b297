import type { QueryKey } from '@tanstack/react-query';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * Every query key and its cache lifetime, in one place. `dehydrate: true` marks data that client
 * code refetches or mutates (account, bag, wish list): a server component that prefetches it
 * hands it to the browser through `HydrationBoundary`. Display-only data (catalogue, content) is
 * rendered on the server and never dehydrated, so it is not sent twice.
 */
export const QUERY_DEFINITIONS = {
  /** The current account is cached under exactly this key. */
  'luxola-account': { staleTime: 5 * MINUTE, dehydrate: true },
  user: { staleTime: 5 * MINUTE, dehydrate: true },
  /**
   * The bag (and its count) the server read for a page is as fresh as a read from the browser
   * when the page hydrates: a stale time of 0 made the browser ask the API again at once, and load
   * the API client and the cart's contract to do it. A change in this tab updates or invalidates
   * both; a tab that gets the focus back asks again at once (`bagQueryOptions`).
   */
  bag: { staleTime: 30 * SECOND, dehydrate: true },
  'bag-count': { staleTime: 30 * SECOND, dehydrate: true },
  /**
   * The orders the server read for a page are as fresh as a read from the browser when it
   * hydrates: a stale time of 0 made the dashboard and the orders page ask the API again at once.
   * Placing an order invalidates the list; a page that waits on a payment asks for it explicitly.
   */
  orders: { staleTime: 30 * SECOND, dehydrate: true },
  wishlist: { staleTime: MINUTE, dehydrate: true },
  loyalty: { staleTime: MINUTE, dehydrate: true },
  catalogue: { staleTime: 5 * MINUTE, dehydrate: false },
  content: { staleTime: 5 * MINUTE, dehydrate: false },
} as const satisfies Record<string, { staleTime: number; dehydrate: boolean }>;

export type QueryRoot = keyof typeof QUERY_DEFINITIONS;

export const queryKeys = {
  account: () => ['luxola-account'] as const,
  user: () => ['user'] as const,
  bag: (country: string, lang: string) => ['bag', country, lang] as const,
  bagCount: (country: string) => ['bag-count', country] as const,
  orders: (country: string, lang: string, ...rest: readonly unknown[]) => ['orders', country, lang, ...rest] as const,
  wishlist: (country: string, lang: string) => ['wishlist', country, lang] as const,
  loyalty: (country: string, lang: string, ...rest: readonly unknown[]) => ['loyalty', country, lang, ...rest] as const,
  catalogue: (country: string, lang: string, ...rest: readonly unknown[]) =>
    ['catalogue', country, lang, ...rest] as const,
  content: (country: string, lang: string, ...rest: readonly unknown[]) => ['content', country, lang, ...rest] as const,
} satisfies Record<string, (...args: never[]) => readonly [QueryRoot, ...unknown[]]>;

function definitionOf(key: QueryKey) {
  const root = key[0];
  return typeof root === 'string' && Object.hasOwn(QUERY_DEFINITIONS, root)
    ? QUERY_DEFINITIONS[root as QueryRoot]
    : undefined;
}

/** Whether a query's data should travel from the server render to the browser. */
export function isDehydratedKey(key: QueryKey): boolean {
  return definitionOf(key)?.dehydrate === true;
}
