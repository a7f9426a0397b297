/**
 * Runs `task` while holding a lock shared by every tab of this origin, so two tabs never rotate
 * the same refresh token. Uses the Web Locks API; without it, a lease in localStorage that other
 * tabs watch through `storage` events (and poll, in case an event is missed).
 */
export const REFRESH_LOCK_NAME = 'storefront-token-refresh';
const LEASE_MS = 10_000;
const POLL_MS = 50;

export async function withCrossTabLock<T>(task: () => Promise<T>, name = REFRESH_LOCK_NAME): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') {
    return locks.request(name, { mode: 'exclusive' }, task);
  }
  return withStorageLease(name, task);
}

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null; // storage can be disabled by privacy settings
  }
}

async function withStorageLease<T>(name: string, task: () => Promise<T>): Promise<T> {
  const store = storage();
  if (!store) return task();
  const key = `lock:${name}`;
  const owner = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const deadline = Date.now() + LEASE_MS * 2;
  for (;;) {
    const held = store.getItem(key);
    const expires = held ? Number(held.split('|')[1]) : 0;
    if (!held || !(expires > Date.now()) || Date.now() > deadline) {
      store.setItem(key, `${owner}|${Date.now() + LEASE_MS}`);
      // Two tabs may write at once; the last write wins and the other waits.
      await sleep(POLL_MS);
      if (store.getItem(key)?.startsWith(`${owner}|`)) break;
    }
    await waitForRelease(key);
  }
  try {
    return await task();
  } finally {
    if (store.getItem(key)?.startsWith(`${owner}|`)) store.removeItem(key);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function waitForRelease(key: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.newValue === null) done();
    };
    const timer = setTimeout(done, POLL_MS * 4);
    window.addEventListener('storage', onStorage);
  });
}
