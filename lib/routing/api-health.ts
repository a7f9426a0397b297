/**
 * Whether this server process may reach the API, from the probes `lib/api/api-health.ts` makes:
 * the proxy reads it with no network call and answers page requests with the error screen and
 * status 503 while the API is down (decision record 14).
 */
import { processState } from '@/lib/process-state';

/**
 * What one probe found: `up` is `{ status: 'ok' }` in time; `failed` is any other answer, or no
 * connection (nothing listens, the connection is refused or reset); `silent` is no answer in time.
 */
export type ApiProbe = 'up' | 'failed' | 'silent';

/** Probes in a row that must fail before the API counts as down (one lost probe is a blip). */
export const FAILED_PROBES_FOR_DOWN = 2;
/**
 * Probes in a row without an answer in time before the API counts as down. An API slow under load
 * answers late: counted as failures, two late answers made every page of the process answer 503,
 * cached catalogue pages too, so a load spike became an outage. Six (about 40 seconds) still tell
 * an API that no longer answers at all, a hung process or a host that drops packets.
 */
export const SILENT_PROBES_FOR_DOWN = 6;
/**
 * A verdict older than this is not trusted (the probes have stopped): the proxy says nothing and
 * pages render as they can.
 */
export const API_HEALTH_MAX_AGE_MS = 30_000;

interface ApiHealth {
  failedInARow: number;
  silentInARow: number;
  checkedAt: number;
}

// One record per server process, shared by the proxy and the probe (they are bundled apart).
function store(): { health?: ApiHealth } {
  return processState<{ health?: ApiHealth }>('api-health', () => ({}));
}

/** Records one probe: `up` clears both counts, a failure or a silence adds one to its own. */
export function recordApiProbe(probe: ApiProbe, now = Date.now()): void {
  const previous = store().health;
  store().health =
    probe === 'up'
      ? { failedInARow: 0, silentInARow: 0, checkedAt: now }
      : {
          failedInARow: (previous?.failedInARow ?? 0) + (probe === 'failed' ? 1 : 0),
          silentInARow: (previous?.silentInARow ?? 0) + (probe === 'silent' ? 1 : 0),
          checkedAt: now,
        };
}

/**
 * True while the latest probes failed, however old they are. It reads no clock, so a page render
 * may ask it (a prerender may not read the time).
 */
export function apiProbesFail(): boolean {
  const health = store().health;
  return (
    health !== undefined &&
    (health.failedInARow >= FAILED_PROBES_FOR_DOWN || health.silentInARow >= SILENT_PROBES_FOR_DOWN)
  );
}

/** True while the latest probes (fresh ones) say the API cannot be reached. */
export function apiIsDown(now = Date.now()): boolean {
  const health = store().health;
  return apiProbesFail() && health !== undefined && now - health.checkedAt <= API_HEALTH_MAX_AGE_MS;
}
