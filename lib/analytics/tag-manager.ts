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
    // What TagManager.initialize does, with the page's nonce on the container's inline loader: a
    // page rendered per request runs inline scripts only with its own nonce.
    const container = TagManager.gtm({
      id: resolved.id,
      dataLayerName: 'dataLayer',
      events: {},
      auth: '',
      preview: '',
    });
    const loader = container.script();
    const nonce = pageNonce();
    if (nonce) loader.nonce = nonce;
    document.head.insertBefore(loader, document.head.firstChild);
    document.body.insertBefore(container.noScript(), document.body.firstChild);
  } catch (error) {
    reportError(error, { source: 'analytics' });
  }
}

/** The nonce the page's own scripts carry (none on pages served whole from the cache). */
function pageNonce(): string | undefined {
  for (const script of Array.from(document.scripts)) if (script.nonce) return script.nonce;
  return undefined;
}
