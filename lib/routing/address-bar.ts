'use client';

import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

export interface AddressBar {
  pathname: string;
  search: string;
}

function subscribeHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

let lastLocation: AddressBar | null = null;

/** A stable snapshot of the address bar (a new object only when it changed). */
function currentLocation(): AddressBar {
  const { pathname, search } = window.location;
  if (!lastLocation || lastLocation.pathname !== pathname || lastLocation.search !== search) {
    lastLocation = { pathname, search };
  }
  return lastLocation;
}

/**
 * The path and query the shopper sees in the address bar. The proxy rewrites to internal segments,
 * so the router's path is not it, and reading it on the server would make every page that can show
 * it render per request. `null` on the server and while hydrating; follows client navigation.
 */
export function useAddressBar(): AddressBar | null {
  // Re-render on client navigation; the address bar itself is read below.
  usePathname();
  return useSyncExternalStore(subscribeHistory, currentLocation, () => null);
}
