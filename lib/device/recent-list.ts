/*
 * Short lists a shopper's browser keeps for itself (recent searches, recently viewed products):
 * in localStorage, newest first, without duplicates, capped. What storage holds is read as
 * untrusted (another script, an older build or the shopper may have written it), and a blocked or
 * full storage only means nothing is remembered.
 */

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'getItem' | 'setItem'>;

export interface RecentList<T> {
  read(storage?: Reader): T[];
  /** Puts `item` first and answers the list as stored. */
  add(item: T, storage?: Writer): T[];
  clear(storage?: Pick<Storage, 'removeItem'>): void;
}

export function recentList<T>({
  key,
  max,
  isItem,
  same = Object.is,
}: {
  key: string;
  max: number;
  isItem: (value: unknown) => value is T;
  same?: (a: T, b: T) => boolean;
}): RecentList<T> {
  function read(storage: Reader | undefined = deviceStorage()): T[] {
    try {
      const raw = storage?.getItem(key);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : [];
    } catch {
      return [];
    }
  }
  return {
    read,
    add(item, storage = deviceStorage()) {
      const next = [item, ...read(storage).filter((kept) => !same(kept, item))].slice(0, max);
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the shop still works, it is just not remembered.
      }
      return next;
    },
    clear(storage = deviceStorage()) {
      try {
        storage?.removeItem(key);
      } catch {
        // Blocked storage: nothing to clear.
      }
    },
  };
}

function deviceStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
