import { recentList } from '@/lib/device/recent-list';

/** Recent searches stay on the device (localStorage), newest first, without duplicates. */
export const RECENT_SEARCHES_KEY = 'hb-recent-searches';
export const MAX_RECENT_SEARCHES = 5;

const searches = recentList<string>({
  key: RECENT_SEARCHES_KEY,
  max: MAX_RECENT_SEARCHES,
  isItem: (value): value is string => typeof value === 'string',
  same: (a, b) => a.toLowerCase() === b.toLowerCase(),
});

export const readRecentSearches = searches.read;
export const clearRecentSearches = searches.clear;

export function addRecentSearch(query: string, storage?: Pick<Storage, 'getItem' | 'setItem'>): string[] {
  const term = query.trim().slice(0, 100);
  return term ? searches.add(term, storage) : searches.read(storage);
}
