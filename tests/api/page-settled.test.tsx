// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMswServer } from './msw';

const server = setupMswServer();
const BASE = `${window.location.origin}/api/web/v1`;
const ACCOUNT = {
  id: 9,
  isEmployee: false,
  age: 40,
  cardNumber: '8800009',
  emailSHA256: 'c'.repeat(64),
  emailMD5: 'd'.repeat(32),
  mobileNumberMD5: null,
  loyaltyPoints: 2400,
  loyaltyTier: 'gold',
  tierPointsCounter: 0,
};

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  document.cookie = 'jwt-data=; path=/; max-age=0';
  setReadyState('complete');
  vi.resetModules();
});

/**
 * The hooks module is loaded while the document is still loading (as the page's scripts are), so
 * the account call waits for the document; these tests then let the document finish at different
 * moments relative to the component's first render.
 */
async function loadWhileLoading() {
  setReadyState('loading');
  vi.resetModules();
  const hooks = await import('@/components/data/hooks');
  const { createApiClient } = await import('@/lib/api/client');
  const { makeQueryClient } = await import('@/lib/api/query-client');
  const { ApiClientProvider } = await import('@/components/data/api-client');
  const queryClient = makeQueryClient({ server: false });
  const api = createApiClient({ country: 'sg', lang: 'en' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { useAccount: hooks.useAccount, wrapper, queryClient };
}

describe('the account call waits for the document, and never for longer', () => {
  it('asks once the document is parsed, without waiting for images or other resources', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    let calls = 0;
    server.use(http.get(`${BASE}/account`, () => ((calls += 1), HttpResponse.json(ACCOUNT))));
    const { useAccount, wrapper, queryClient } = await loadWhileLoading();
    const listen = vi.spyOn(document, 'addEventListener');
    const { result } = renderHook(useAccount, { wrapper });
    // Mounted, and waiting for the document: an enabled call would be under way by now.
    expect(listen.mock.calls.map(([type]) => type)).toContain('DOMContentLoaded');
    listen.mockRestore();
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toBe(0);
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(calls).toBe(1);
  });

  it('asks when the component comes after the document finished (a late hydration)', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    server.use(http.get(`${BASE}/account`, () => HttpResponse.json(ACCOUNT)));
    const { useAccount, wrapper } = await loadWhileLoading();
    // Parsed and loaded before the component subscribes: its events have passed.
    setReadyState('complete');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    window.dispatchEvent(new Event('load'));
    const { result } = renderHook(useAccount, { wrapper });
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(result.current.account).toEqual(ACCOUNT);
  });
});
