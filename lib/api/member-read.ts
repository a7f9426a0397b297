import 'server-only';
import type { ApiClient } from '@/lib/api/client';
import { orExpired } from '@/lib/api/errors';
import { getServerApiClient } from '@/lib/api/server';
import type { CountryCode, Language } from '@/lib/site';

/**
 * A member screen's server read, the one way a server component reads for a member: with the
 * request's session (never refreshed here, since a render cannot set cookies), and `null` when its
 * access token has expired, for the screen to draw its skeleton while the browser refreshes the
 * token and the page is drawn again. Client leaves get their data from `MemberSection` instead.
 */
export async function readAsMember<T>(
  country: CountryCode,
  lang: Language,
  read: (api: ApiClient) => Promise<T>,
): Promise<T | null> {
  return orExpired(read(await getServerApiClient(country, lang)));
}
