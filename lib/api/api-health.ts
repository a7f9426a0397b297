import 'server-only';
import { z } from 'zod';
import { createApiClient } from '@/lib/api/client';
import { serverBaseURL } from '@/lib/api/server-origin';
import { ApiError } from '@/lib/api/errors';
import { type ApiProbe, recordApiProbe } from '@/lib/routing/api-health';
import { repeatInProcess } from '@/lib/process-state';
import { DEFAULT_COUNTRY, defaultLanguage } from '@/lib/site';

/** How often this process asks the API's health route, and how long it waits for the answer. */
const PROBE_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;

const healthSchema = z.object({ status: z.literal('ok') });

/**
 * One probe of `GET /health`: `{ status: 'ok' }` in time is up; any other answer, or no connection,
 * is a failure; no answer in time is a silence, which counts as down only when it lasts
 * (`SILENT_PROBES_FOR_DOWN`): an API busy with a load spike answers late but is not down.
 */
export async function probeApi(timeoutMs = PROBE_TIMEOUT_MS): Promise<ApiProbe> {
  const client = createApiClient({
    country: DEFAULT_COUNTRY,
    lang: defaultLanguage(DEFAULT_COUNTRY),
    auth: null,
    baseURL: serverBaseURL(),
    timeoutMs,
  });
  const probe = await client
    .request({ method: 'GET', path: 'health', schema: healthSchema })
    .then((): ApiProbe => 'up')
    .catch((error: unknown): ApiProbe => (error instanceof ApiError && error.kind === 'timeout' ? 'silent' : 'failed'));
  recordApiProbe(probe);
  return probe;
}

/** Probes the API every few seconds for the life of this process. Idempotent per process. */
export function startApiHealthProbe(): void {
  repeatInProcess(
    'api-health.probe',
    async () => {
      await probeApi();
      return PROBE_EVERY_MS;
    },
    PROBE_EVERY_MS,
  );
}
