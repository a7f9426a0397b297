import Cookies from 'js-cookie';
import { v4 as uuidv4 } from 'uuid';

/** Readable half of the member's token (header.payload); its presence means "maybe signed in". */
export const JWT_DATA_COOKIE = 'jwt-data';
export const JWT_SIGNATURE_COOKIE = 'jwt-signature';
export const JWT_REFRESH_COOKIE = 'jwt-refresh-token';
export const DEVICE_ID_COOKIE = 'device-id';

/** Token cookies live 60 days. */
export const TOKEN_COOKIE_MAX_AGE = 5_184_000;
const DEVICE_ID_DAYS = 365;

let readCookies: string | undefined;
let readJwt: string | undefined;
let readInThisTask = false;

/**
 * The jwt-data cookie. Components read it on every render to know whether a member may be signed
 * in, and each read of `document.cookie` asks the browser process (up to a millisecond in
 * Chromium): it is read once per task, however many components ask while React renders, and
 * parsed again only when the page's cookies have changed. `live` reads it now: a token refresh
 * must see what another tab wrote while this one waited for it.
 */
export function readJwtData({ live = false }: { live?: boolean } = {}): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (live || !readInThisTask) {
    if (!readInThisTask) {
      readInThisTask = true;
      queueMicrotask(() => {
        readInThisTask = false;
      });
    }
    const cookies = document.cookie;
    if (cookies !== readCookies) {
      readCookies = cookies;
      readJwt = Cookies.get(JWT_DATA_COOKIE) || undefined;
    }
  }
  return readJwt;
}

/** Drops the readable half of the token in this tab (the API clears the cookies it sets). */
export function dropJwtData(): void {
  Cookies.remove(JWT_DATA_COOKIE, { path: '/' });
  readInThisTask = false;
}

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts, and the storefront is
 * also reached over plain http (mapped domains, a LAN address): `uuid` uses it when it is there
 * and builds the UUID from `crypto.getRandomValues`, which every context has, when it is not.
 */
export function randomId(): string {
  return uuidv4();
}

/**
 * The browser's device id, created once (random UUID, one year, path /, lax), before the first
 * bag write: a guest's bag is keyed by it.
 */
export function ensureDeviceId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const existing = Cookies.get(DEVICE_ID_COOKIE);
  if (existing) return existing;
  const id = randomId();
  Cookies.set(DEVICE_ID_COOKIE, id, {
    expires: DEVICE_ID_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  return id;
}

/**
 * Whether this browser may have a bag to ask about. A guest's bag is keyed by the device id, which
 * exists from the first bag write on, and a member's by the token: a browser with neither cookie
 * has no bag. On the server it is unknown, so the answer is yes.
 */
export function mayHaveBag(): boolean {
  if (typeof document === 'undefined') return true;
  return Boolean(readJwtData() || Cookies.get(DEVICE_ID_COOKIE));
}

/* Session change notifications: sign-in, sign-out, refresh. Other tabs hear them too. */

export type SessionEvent = 'signed-in' | 'signed-out' | 'refreshed';
type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();
const CHANNEL_NAME = 'storefront-session';
let channel: BroadcastChannel | null | undefined;
let ended = false;

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  channel?.addEventListener('message', (message: MessageEvent<unknown>) => {
    const event = message.data;
    if (event === 'signed-in' || event === 'signed-out' || event === 'refreshed') {
      if (event !== 'refreshed') ended = event === 'signed-out';
      emitLocal(event);
    }
  });
  return channel;
}

function emitLocal(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}

/**
 * Tells this tab and the others. A sign-out is `chosen` when the member pressed Sign out here; one
 * that `ended` on its own (its refresh was refused) or came from another tab leaves this tab's
 * pages asking the member to sign in again rather than showing a guest's empty bag.
 */
export function notifySession(event: SessionEvent, signOut: 'chosen' | 'ended' = 'chosen'): void {
  if (event !== 'refreshed') ended = event === 'signed-out' && signOut === 'ended';
  emitLocal(event);
  getChannel()?.postMessage(event);
}

/** Whether this tab's member session ended without the member signing out in this tab. */
export function sessionEnded(): boolean {
  return ended;
}

export function subscribeSession(listener: Listener): () => void {
  if (typeof window !== 'undefined') getChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
