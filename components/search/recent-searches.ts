/** Recent searches stay on the device (localStorage), newest first, without duplicates. */
export const RECENT_SEARCHES_KEY = 'hb-recent-searches';
export const MAX_RECENT_SEARCHES = 5;

export function readRecentSearches(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): string[] {
  try {
    const raw = storage?.getItem(RECENT_SEARCHES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((v): v is string => typeof v === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

export function addRecentSearch(
  query: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
): string[] {
  const term = query.trim().slice(0, 100);
  if (!term) return readRecentSearches(storage);
  const next = [term, ...readRecentSearches(storage).filter((q) => q.toLowerCase() !== term.toLowerCase())].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the search still works, it is just not remembered.
  }
  return next;
}

export function clearRecentSearches(storage: Pick<Storage, 'removeItem'> | undefined = safeStorage()): void {
  try {
    storage?.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // Blocked storage: nothing to clear.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
