/**
 * Error reporting behind one small interface. Callers report errors and messages at any time; the
 * vendor SDK is loaded later (after the page is idle) and receives what was reported before it
 * arrived. Without a DSN nothing is sent, and nothing else changes.
 */

export interface ReportContext {
  /** Short machine-readable origin, e.g. 'flags', 'navigation-guard'. */
  source?: string;
  extra?: Record<string, unknown>;
  level?: 'fatal' | 'error' | 'warning' | 'info';
}

export interface MonitoringSink {
  captureException(error: unknown, context: ReportContext): void;
  captureMessage(message: string, context: ReportContext): void;
}

type Pending =
  | { kind: 'error'; error: unknown; context: ReportContext }
  | { kind: 'message'; message: string; context: ReportContext };

/** Reports kept until the SDK is there; more than this in the first seconds is noise. */
const MAX_PENDING = 20;

let sink: MonitoringSink | null = null;
let disabled = false;
const pending: Pending[] = [];
// The same error object is reported once, however many boundaries and handlers see it.
const seen = new WeakSet<object>();

function deliver(item: Pending): void {
  if (!sink) return;
  if (item.kind === 'error') sink.captureException(item.error, item.context);
  else sink.captureMessage(item.message, item.context);
}

function enqueue(item: Pending): void {
  if (disabled) return;
  if (sink) return deliver(item);
  if (pending.length < MAX_PENDING) pending.push(item);
}

export function reportError(error: unknown, context: ReportContext = {}): void {
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return;
    seen.add(error);
  }
  enqueue({ kind: 'error', error, context });
}

export function reportMessage(message: string, context: ReportContext = {}): void {
  enqueue({ kind: 'message', message, context });
}

/** The SDK is ready: what was reported so far goes out, and everything after goes straight to it. */
export function connectMonitoring(next: MonitoringSink): void {
  sink = next;
  disabled = false;
  for (const item of pending.splice(0)) deliver(item);
}

/** No DSN (or the SDK failed to load): reports are dropped from now on. */
export function disableMonitoring(): void {
  disabled = true;
  pending.length = 0;
}

/** For tests: back to the state of a fresh page. */
export function resetMonitoring(): void {
  sink = null;
  disabled = false;
  pending.length = 0;
}
