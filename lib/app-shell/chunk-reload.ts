/** A failed chunk reloads the page at most once in this many milliseconds. */
export const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'hb:chunk-reload-at';
const SNAPSHOT_KEY = 'hb:chunk-reload-state';

const CHUNK_FAILURE =
  /Failed to load chunk|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message));
}

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether a reload is allowed now (none in the last 10 seconds); records it when it is. */
export function claimReload(storage: SessionLike, now: number): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS && now >= last) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  return true;
}

export interface ShellSnapshot {
  path: string;
  scrollY: number;
  /** Typed values of form fields by form index and field name; secrets are never kept. */
  fields: Array<{ form: number; name: string; value: string }>;
}

const SECRET_FIELD = /password|card|cvv|cvc|otp|token/i;

export function takeSnapshot(doc: Document, win: Pick<Window, 'scrollY' | 'location'>): ShellSnapshot {
  const fields: ShellSnapshot['fields'] = [];
  Array.from(doc.forms).forEach((form, index) => {
    for (const element of Array.from(form.elements)) {
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ))
        continue;
      const name = element.name;
      if (!name || SECRET_FIELD.test(name) || SECRET_FIELD.test(element.autocomplete ?? '')) continue;
      if (
        element instanceof HTMLInputElement &&
        ['password', 'hidden', 'file', 'checkbox', 'radio', 'submit', 'button'].includes(element.type)
      )
        continue;
      if (element.value) fields.push({ form: index, name, value: element.value });
    }
  });
  return { path: `${win.location.pathname}${win.location.search}`, scrollY: win.scrollY, fields };
}

export function saveSnapshot(storage: SessionLike, snapshot: ShellSnapshot): void {
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full: the reload still happens, without the typed values.
  }
}

/** Puts back what a reload on this path saved: typed values, then the scroll position. */
export function restoreSnapshot(
  storage: SessionLike,
  doc: Document,
  win: Pick<Window, 'scrollTo' | 'location'>,
): boolean {
  const raw = storage.getItem(SNAPSHOT_KEY);
  if (!raw) return false;
  storage.removeItem(SNAPSHOT_KEY);
  try {
    const snapshot = JSON.parse(raw) as ShellSnapshot;
    if (snapshot.path !== `${win.location.pathname}${win.location.search}`) return false;
    for (const field of snapshot.fields) {
      const form = doc.forms[field.form];
      const element = form?.elements.namedItem(field.name);
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ) {
        // React tracks input values; the native setter plus an input event keeps its state in step.
        const proto = Object.getPrototypeOf(element) as object;
        const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
        setter?.call(element, field.value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    win.scrollTo(0, snapshot.scrollY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Handles a possible chunk failure: when it is one and no reload happened in the last 10 seconds,
 * saves the page's state and reloads. Returns whether it reloads.
 */
export function reloadOnChunkError(error: unknown, now = Date.now()): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return false;
  }
  if (!claimReload(storage, now)) return false;
  saveSnapshot(storage, takeSnapshot(document, window));
  window.location.reload();
  return true;
}
