/**
 * Whether this server process may reach the API, from the probes `lib/api/api-health.ts` makes:
 * the proxy reads it with no network call and answers page requests with the error screen and
 * status 503 while the API is down (decision record 14).
 */
import { processState } from '@/lib/process-state';

/** Probes in a row that must fail before the API counts as down (one lost probe is a blip). */
export const FAILED_PROBES_FOR_DOWN = 2;
/**
 * A verdict older than this is not trusted (the probes have stopped): the proxy says nothing and
 * pages render as they can.
 */
export const API_HEALTH_MAX_AGE_MS = 30_000;

interface ApiHealth {
  failedInARow: number;
  checkedAt: number;
}

// One record per server process, shared by the proxy and the probe (they are bundled apart).
function store(): { health?: ApiHealth } {
  return processState<{ health?: ApiHealth }>('api-health', () => ({}));
}

/** Records one probe: a success clears the count, a failure adds to it. */
export function recordApiProbe(ok: boolean, now = Date.now()): void {
  const previous = store().health?.failedInARow ?? 0;
  store().health = { failedInARow: ok ? 0 : previous + 1, checkedAt: now };
}

/**
 * True while the latest probes failed, however old they are. It reads no clock, so a page render
 * may ask it (a prerender may not read the time).
 */
export function apiProbesFail(): boolean {
  return (store().health?.failedInARow ?? 0) >= FAILED_PROBES_FOR_DOWN;
}

/** True while the latest probes (fresh ones) say the API cannot be reached. */
export function apiIsDown(now = Date.now()): boolean {
  const health = store().health;
  return apiProbesFail() && health !== undefined && now - health.checkedAt <= API_HEALTH_MAX_AGE_MS;
}
