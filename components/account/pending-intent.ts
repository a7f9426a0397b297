/**
 * What a guest asked for before being sent to sign in (save to the wish list, join a waitlist,
 * be reminded of a launch), kept in this tab's session so the page they come back to can carry it
 * out. Taking an intent removes it, so it is carried out once even if the page renders again.
 */
export type PendingIntent =
  { kind: 'wishlist'; productId: number } | { kind: 'waitlist' | 'reminder'; variantId: number };

const KEY = 'hb-pending-intent';
/** An intent left behind by an abandoned sign-in does not fire on a later visit. */
const MAX_AGE_MS = 30 * 60 * 1000;

interface Stored {
  intent: PendingIntent;
  /** The page it was asked on: only that page carries it out. */
  path: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberIntent(intent: PendingIntent): void {
  const stored: Stored = { intent, path: window.location.pathname, at: Date.now() };
  storage()?.setItem(KEY, JSON.stringify(stored));
}

/** The intent this page should carry out, removed from the session; null when there is none. */
export function takeIntent(accepts: (intent: PendingIntent) => boolean): PendingIntent | null {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return null;
  let stored: Stored;
  try {
    stored = JSON.parse(raw) as Stored;
  } catch {
    store.removeItem(KEY);
    return null;
  }
  if (Date.now() - stored.at > MAX_AGE_MS) {
    store.removeItem(KEY);
    return null;
  }
  if (stored.path !== window.location.pathname || !accepts(stored.intent)) return null;
  store.removeItem(KEY);
  return stored.intent;
}
