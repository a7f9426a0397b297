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

/**
 * The nonce of this response's policy, as the page's own scripts carry it (none on pages served
 * whole from the cache). A member's page that resumes a static shell holds the shell's scripts
 * first: made before this request, they carry no nonce, or the nonce of the request during which
 * the framework made the shell again, which this response's policy refuses. The scripts rendered
 * for this request come after them, so the last script with a nonce has this response's.
 */
function pageNonce(): string | undefined {
  return Array.from(document.scripts).findLast((script) => script.nonce)?.nonce;
}
