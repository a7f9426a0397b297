import { reportError } from '@/lib/monitoring';
import { resolveGtmId } from './gtm-id';

let started = false;

/**
 * Loads the tag-manager container (its own chunk, called when the page is idle). An invalid id is
 * reported and nothing is loaded; the data layer keeps working either way.
 */
export async function startTagManager(
  country: string,
  configured: { perCountry: Partial<Record<string, string>>; shared?: string },
): Promise<void> {
  if (started) return;
  started = true;
  const resolved = resolveGtmId(country, configured);
  if ('error' in resolved) {
    reportError(resolved.error, { source: 'analytics' });
    return;
  }
  try {
    const { default: TagManager } = await import('react-gtm-module');
    TagManager.initialize({ gtmId: resolved.id, dataLayerName: 'dataLayer' });
  } catch (error) {
    reportError(error, { source: 'analytics' });
  }
}
