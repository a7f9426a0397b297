import 'server-only';
import { z } from 'zod';
import { createApiClient } from '@/lib/api/client';
import { serverBaseURL } from '@/lib/api/server-origin';
import { recordApiProbe } from '@/lib/routing/api-health';
import { repeatInProcess } from '@/lib/process-state';
import { DEFAULT_COUNTRY, defaultLanguage } from '@/lib/site';

/** How often this process asks the API's health route, and how long it waits for the answer. */
const PROBE_EVERY_MS = 5_000;
const PROBE_TIMEOUT_MS = 2_000;

const healthSchema = z.object({ status: z.literal('ok') });

/** One probe of `GET /health`: any answer but `{ status: 'ok' }` in time counts as a failure. */
export async function probeApi(): Promise<boolean> {
  const client = createApiClient({
    country: DEFAULT_COUNTRY,
    lang: defaultLanguage(DEFAULT_COUNTRY),
    auth: null,
    baseURL: serverBaseURL(),
    timeoutMs: PROBE_TIMEOUT_MS,
  });
  const ok = await client
    .request({ method: 'GET', path: 'health', schema: healthSchema })
    .then(() => true)
    .catch(() => false);
  recordApiProbe(ok);
  return ok;
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
