// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { hashKey } from '@tanstack/react-query';
import { useBag } from '@/components/bag/use-bag';
import { useAccount } from '@/components/data/hooks';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BagEntry } from '@/components/bag/bag-entry';
import { HANDOVER_ATTRIBUTE } from '@/components/data/handover';
import { makeQueryClient } from '@/lib/api/query-client';
import { queryKeys } from '@/lib/api/query-keys';
import { ACCOUNT } from '../catalogue/providers';
import { API_BASE, answer, BagProviders, cart, line } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bagKey = queryKeys.bag('sg', 'en');
const askedForCount = vi.fn();

function renderHeaderBag() {
  const queryClient = makeQueryClient({ server: false });
  render(
    <BagProviders queryClient={queryClient}>
      <BagEntry lang="en" defaultLang="en" />
    </BagProviders>,
  );
  return queryClient;
}

describe("the header's bag count", () => {
  // A guest who has written to a bag before: the browser has its device id.
  beforeEach(() => {
    document.cookie = 'device-id=0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9; path=/';
    askedForCount.mockClear();
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => {
        askedForCount();
        return HttpResponse.json({ data: { itemsCount: 4 } });
      }),
    );
  });
  afterEach(() => {
    document.cookie = 'device-id=; path=/; max-age=0';
    document.querySelectorAll(`[${HANDOVER_ATTRIBUTE}]`).forEach((marker) => marker.remove());
  });

  it('on a page that hands the bag over, shows the bag’s count and never asks the API for it', async () => {
    // The page's part of the HTML says it hands the bag over; it hydrates after the header.
    const marker = document.createElement('span');
    marker.hidden = true;
    marker.setAttribute(HANDOVER_ATTRIBUTE, JSON.stringify([hashKey(bagKey)]));
    document.body.append(marker);
    const queryClient = renderHeaderBag();
    // Mounted and waiting: a header that did not wait would be asking for the count by now.
    expect(queryClient.isFetching()).toBe(0);
    act(() => {
      queryClient.setQueryData(bagKey, answer(cart([line({ quantity: 2 })])));
    });
    await waitFor(() => expect(screen.getByTestId('bag-count')).toHaveTextContent('2'));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(askedForCount).not.toHaveBeenCalled();
  });

  it('on any other page, asks the API for the count once', async () => {
    renderHeaderBag();
    await waitFor(() => expect(screen.getByTestId('bag-count')).toHaveTextContent('4'));
    expect(askedForCount).toHaveBeenCalledTimes(1);
  });

  it('for a member, asks once: the account arriving after the page loads is not a sign-in', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const askedForAccount = vi.fn();
    server.use(
      http.get(`${API_BASE()}/account`, () => {
        askedForAccount();
        return HttpResponse.json(ACCOUNT);
      }),
    );
    // Shows when the page has been drawn with the member's account.
    function Member() {
      return <p>{useAccount().isSignedIn ? 'member' : 'checking'}</p>;
    }
    try {
      const queryClient = makeQueryClient({ server: false });
      const view = render(
        <BagProviders queryClient={queryClient}>
          <BagEntry lang="en" defaultLang="en" />
          <Member />
        </BagProviders>,
      );
      await waitFor(() => expect(askedForAccount).toHaveBeenCalled());
      await waitFor(() => expect(screen.getByTestId('bag-count')).toHaveTextContent('4'));
      await screen.findByText('member');
      // Drawing again runs whatever the account's arrival left to do first; a bag read again
      // because of it would be under way after this.
      view.rerender(
        <BagProviders queryClient={queryClient}>
          <BagEntry lang="en" defaultLang="en" />
          <Member />
        </BagProviders>,
      );
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(askedForCount).toHaveBeenCalledTimes(1);
    } finally {
      document.cookie = 'jwt-data=; path=/; max-age=0';
    }
  });

  it('does not ask again for a bag the server has just handed over', async () => {
    const askedForBag = vi.fn();
    server.use(
      http.get(`${API_BASE()}/cart`, () => {
        askedForBag();
        return HttpResponse.json(answer(cart([line({ quantity: 5 })])));
      }),
    );
    const queryClient = makeQueryClient({ server: false });
    queryClient.setQueryData(bagKey, answer(cart([line({ quantity: 2 })])));
    function Lines() {
      const bag = useBag();
      return <p data-testid="lines">{bag.data?.data.itemsCount}</p>;
    }
    render(
      <BagProviders queryClient={queryClient}>
        <Lines />
      </BagProviders>,
    );
    expect(screen.getByTestId('lines')).toHaveTextContent('2');
    // Mounted: a bag read again on mount would be under way by now.
    expect(queryClient.isFetching()).toBe(0);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(askedForBag).not.toHaveBeenCalled();
    expect(screen.getByTestId('lines')).toHaveTextContent('2');
  });
});

describe('the bag after signing in', () => {
  it('is read again, however fresh the guest’s bag was: the guest’s lines merged into the member’s', async () => {
    const { AppProviders } = await import('@/components/layout/app-providers');
    const { getQueryClient } = await import('@/lib/api/query-client');
    const { notifySession } = await import('@/lib/api/client');
    const key = queryKeys.bag('th', 'th');
    const queryClient = getQueryClient();
    queryClient.setQueryData(key, answer(cart([line({ quantity: 1 })])));
    server.use(http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(cart([line({ quantity: 3 })])))));
    function Lines() {
      const bag = useBag();
      return <p data-testid="merged">{bag.data?.data.itemsCount}</p>;
    }
    render(
      <AppProviders country="th" lang="th">
        <Lines />
      </AppProviders>,
    );
    expect(screen.getByTestId('merged')).toHaveTextContent('1');
    act(() => notifySession('signed-in'));
    await waitFor(() => expect(screen.getByTestId('merged')).toHaveTextContent('3'));
  });
});
