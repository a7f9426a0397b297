// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The tag manager's inline loader runs only with this response's nonce on a page rendered per
 * request. A member's page that resumes a static shell holds the shell's scripts first (no nonce,
 * or the nonce of an earlier request) and the scripts rendered for this request after them.
 */
function addScript(parent: HTMLElement, nonce?: string, src?: string) {
  const script = document.createElement('script');
  if (nonce) script.nonce = nonce;
  if (src) script.src = src;
  parent.appendChild(script);
}

async function loaderAfterStart(): Promise<HTMLScriptElement> {
  const { startTagManager } = await import('@/lib/analytics/tag-manager');
  await startTagManager('sg', { perCountry: { sg: 'GTM-TEST123' } });
  const loader = Array.from(document.head.querySelectorAll('script')).find((script) =>
    script.textContent?.includes('GTM-TEST123'),
  );
  if (!loader) throw new Error('no tag-manager loader in the head');
  return loader;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.resetModules();
});

describe('the tag manager on a page with a nonce policy', () => {
  it("carries this response's nonce, not the one a regenerated shell kept from an earlier request", async () => {
    addScript(document.head, 'earlier-request', '/_next/static/chunks/shell.js');
    addScript(document.body, 'earlier-request');
    addScript(document.body, 'this-response');
    addScript(document.body, 'this-response');
    expect((await loaderAfterStart()).nonce).toBe('this-response');
  });

  it("carries this response's nonce behind a shell made without one", async () => {
    addScript(document.head, undefined, '/_next/static/chunks/shell.js');
    addScript(document.body);
    addScript(document.body, 'this-response');
    expect((await loaderAfterStart()).nonce).toBe('this-response');
  });

  it('carries none on a page served whole from the cache', async () => {
    addScript(document.head, undefined, '/_next/static/chunks/page.js');
    addScript(document.body);
    expect((await loaderAfterStart()).nonce).toBe('');
  });
});
