import 'server-only';
import { siteIndexResponseSchema } from '@/contract';
import { ApiError } from '@/lib/api/errors';
import { publicServerClient } from '@/lib/api/public-client';
import { repeatInProcess } from '@/lib/process-state';
import { setSiteIndex, toSiteIndex } from '@/lib/routing/site-index';
import { COUNTRY_CODES, defaultLanguage, type CountryCode } from '@/lib/site';

/** How often each server process reads the index again, and how soon it retries a failed read. */
const SITE_INDEX_REFRESH_MS = 60_000;
const RETRY_MS = 3_000;

type Outcome = 'loaded' | 'unavailable' | 'failed';

/**
 * Reads one country's index from the API into this process. `unavailable` when the API does not
 * offer one (a deployment without the route): pages then decide alone, as before.
 */
async function loadCountry(country: CountryCode): Promise<Outcome> {
  try {
    const answer = await publicServerClient(country, defaultLanguage(country)).request({
      method: 'GET',
      path: 'site-index',
      schema: siteIndexResponseSchema,
    });
    setSiteIndex(country, toSiteIndex(answer.data, Date.now()));
    return 'loaded';
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? 'unavailable' : 'failed';
  }
}

/** Reads the index of the given countries again now (all by default); true when every read worked. */
export async function refreshSiteIndex(countries: readonly CountryCode[] = COUNTRY_CODES): Promise<boolean> {
  const outcomes = await Promise.all(countries.map(loadCountry));
  return outcomes.every((outcome) => outcome !== 'failed');
}

/**
 * Keeps this process's index fresh: a first read at once, then one a minute; a failed read (the
 * API still starting, a blip) is retried after a few seconds. Idempotent per process.
 */
export function startSiteIndexRefresh(): void {
  repeatInProcess(
    'site-index.refresh',
    async () => ((await refreshSiteIndex()) ? SITE_INDEX_REFRESH_MS : RETRY_MS),
    RETRY_MS,
  );
}
