/** The container used when a country has none configured. */
export const DEFAULT_GTM_ID = 'GTM-5HBQ7NX';

/** `GTM-` or `G-` followed by upper-case letters or digits. */
const GTM_ID = /^(?:GTM|G)-[A-Z0-9]+$/;

export class InvalidGtmIdError extends Error {
  constructor(id: string) {
    super(`'${id}' is not a valid GTM-ID`);
    this.name = 'InvalidGtmIdError';
  }
}

export function isValidGtmId(id: string): boolean {
  return GTM_ID.test(id);
}

/**
 * The container for a country: its own id, else the shared one, else the default. An id that is
 * configured but malformed is rejected (the caller reports it; the store works without the tags).
 */
export function resolveGtmId(
  country: string,
  configured: { perCountry: Partial<Record<string, string>>; shared?: string },
): { id: string } | { error: InvalidGtmIdError } {
  const id = configured.perCountry[country] ?? configured.shared ?? DEFAULT_GTM_ID;
  return isValidGtmId(id) ? { id } : { error: new InvalidGtmIdError(id) };
}
