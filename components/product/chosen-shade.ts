'use client';

import { useSyncExternalStore } from 'react';

/**
 * The shade a shopper chose on a product page, shared between the buying panel (which sets it) and
 * the gallery (which shows that shade's picture). Keyed by product, so a page kept mounted in the
 * background never shows another product's shade. The server and the first client render know no
 * choice, so both draw the product's own picture and hydrate alike.
 */
const chosen = new Map<string, string>();
const listeners = new Set<() => void>();

export function chooseShadeImage(product: string, imageUrl: string): void {
  if (chosen.get(product) === imageUrl) return;
  chosen.set(product, imageUrl);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChosenShadeImage(product: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen.get(product) ?? null,
    () => null,
  );
}

/** The `shade` query parameter names a variant by id, so a link opens the page on that shade. */
export const SHADE_PARAM = 'shade';

export function shadeFromUrl(href: string, ids: readonly number[]): number | null {
  const raw = new URL(href).searchParams.get(SHADE_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return ids.includes(id) ? id : null;
}

/** The address with the shade set, everything else kept (language, hash). */
export function urlWithShade(href: string, id: number): string {
  const url = new URL(href);
  url.searchParams.set(SHADE_PARAM, String(id));
  return `${url.pathname}${url.search}${url.hash}`;
}
