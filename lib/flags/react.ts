'use client';

import { useSyncExternalStore } from 'react';
import { FEATURE_FLAGS } from './constants';
import { flagValue, subscribeFlags } from './store';

/**
 * A flag's value for this visitor. The server render and the first client render use the flag's
 * fallback, so cached pages stay the same for everyone; the value is applied once the client is ready.
 */
export function useFeatureFlag(flag: keyof typeof FEATURE_FLAGS): boolean {
  const { key, fallback } = FEATURE_FLAGS[flag];
  return useSyncExternalStore(
    subscribeFlags,
    () => flagValue(key, fallback),
    () => fallback,
  );
}
