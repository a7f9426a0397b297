import { FLAGS_CONSENT_KEY, LEGAL_CONSENT_KEY } from './constants';

type ReadableStorage = Pick<Storage, 'getItem'>;

/**
 * Whether the visitor allowed flags and A/B testing: the stored consent when there is one, else
 * the legal-consent record's A/B-testing flag for this visitor code. No record means no consent.
 */
export function readFlagsConsent(storage: ReadableStorage | null, visitorCode: string): boolean {
  if (!storage) return false;
  try {
    const stored = storage.getItem(FLAGS_CONSENT_KEY);
    if (stored === 'true' || stored === 'false') return stored === 'true';
    const legal = storage.getItem(LEGAL_CONSENT_KEY);
    if (!legal) return false;
    const parsed: unknown = JSON.parse(legal);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const entry = (parsed as Record<string, unknown>)[visitorCode];
    if (typeof entry !== 'object' || entry === null) return false;
    const abTesting = (entry as Record<string, unknown>).abTesting;
    return typeof abTesting === 'boolean' ? abTesting : false;
  } catch {
    return false;
  }
}
