import type { FlagsClient } from './client';

// The page's feature-flag client, once created (lib/flags/start). Components read it through
// useFeatureFlag; this module stays tiny so that reading a flag costs the first load nothing.
let client: FlagsClient | null = null;
let offClient: (() => void) | null = null;
const listeners = new Set<() => void>();

export function subscribeFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setFlagsClient(next: FlagsClient): void {
  offClient?.();
  client = next;
  offClient = next.subscribe(() => {
    for (const listener of listeners) listener();
  });
  for (const listener of listeners) listener();
}

/** A flag's value now: the fallback until the client is ready (a check while not ready is reported). */
export function flagValue(key: string, fallback: boolean): boolean {
  if (!client) return fallback;
  const value = client.isActive(key);
  return client.current === 'ready' ? value : fallback;
}
