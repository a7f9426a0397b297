// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToBagWithForm } from '@/components/bag/bag-actions';
import { AddToBag } from '@/components/bag/add-to-bag';
import { BagEntry } from '@/components/bag/bag-entry';
import { gate } from '../api/msw';
import { API_BASE, answer, BagProviders, cart, line } from './fixtures';

// The add action runs for real, with the browser's API client (answered by MSW).
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DEVICE_ID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const setDeviceId = (id: string | null) => {
  document.cookie = id ? `device-id=${id}; path=/` : 'device-id=; path=/; max-age=0';
};

function renderAdd(quantity = 2) {
  render(
    <BagProviders>
      <BagEntry lang="en" defaultLang="en" />
      <AddToBag
        form="add"
        action={addToBagWithForm}
        country="sg"
        variantId={11}
        quantity={quantity}
        lang="en"
        defaultLang="en"
      />
    </BagProviders>,
  );
}

describe('AddToBag', () => {
  // A guest who has written to a bag before: the browser has its device id.
  beforeEach(() => setDeviceId(DEVICE_ID));
  afterEach(() => setDeviceId(null));

  it('counts the units at once, then shows the answer and announces it', async () => {
    const posts: Array<{ body: unknown; key: string | null }> = [];
    const reply = gate();
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => HttpResponse.json({ data: { itemsCount: 1 } })),
      http.post(`${API_BASE()}/cart/line-items`, async ({ request }) => {
        posts.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        await reply.opened;
        return HttpResponse.json(answer(cart([line({ quantity: 3 })])));
      }),
    );
    renderAdd(2);
    await waitFor(() => expect(screen.getByTestId('bag-count')).toHaveTextContent('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(screen.getByTestId('bag-count')).toHaveTextContent('3');
    expect(screen.getByTestId('add-to-bag')).toHaveTextContent('Adding…');
    reply.open();
    expect(await screen.findByText('2 items added to your bag')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 items added to your bag');
    expect(screen.getByRole('button', { name: 'Bag, 3 items' })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ variantId: 11, quantity: 2 });
    expect(posts[0]?.key).toMatch(/\S{16,}/);
  });

  it('rolls the count back and says why when the API refuses (limit)', async () => {
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => HttpResponse.json({ data: { itemsCount: 5 } })),
      http.post(`${API_BASE()}/cart/line-items`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'max_quantity',
              message: 'Only a maximum quantity of 6 of the item could be added to your bag',
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderAdd(2);
    await waitFor(() => expect(screen.getByTestId('bag-count')).toHaveTextContent('5'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(
      await screen.findByText('Only a maximum quantity of 6 of the item could be added to your bag'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('bag-count')).toHaveTextContent('5');
    // A refusal is final: the button does not offer the same attempt again.
    expect(screen.getByRole('button', { name: 'Add to bag' })).toBeInTheDocument();
  });

  it('retries a lost attempt with the same idempotency key; a new click gets a new key', async () => {
    const keys: Array<string | null> = [];
    let fail = true;
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => HttpResponse.json({ data: { itemsCount: 0 } })),
      http.post(`${API_BASE()}/cart/line-items`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (fail) {
          fail = false;
          return HttpResponse.json({ error: { code: 'unavailable', message: 'x' } }, { status: 503 });
        }
        return HttpResponse.json(answer(cart([line({ quantity: 1 })])));
      }),
    );
    renderAdd(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong on our side');
    await userEvent.click(retry);
    await screen.findByText('1 item added to your bag');
    await userEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('ignores clicks while an attempt is in flight', async () => {
    let posts = 0;
    const added = gate();
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => HttpResponse.json({ data: { itemsCount: 0 } })),
      http.post(`${API_BASE()}/cart/line-items`, async () => {
        posts += 1;
        await added.opened;
        return HttpResponse.json(answer(cart([line()])));
      }),
    );
    renderAdd(1);
    const button = screen.getByRole('button', { name: 'Add to bag' });
    // Both clicks land while the first attempt is still unanswered.
    await userEvent.dblClick(button);
    await waitFor(() => expect(posts).toBe(1));
    added.open();
    await screen.findByText('1 item added to your bag');
    expect(posts).toBe(1);
  });
});

describe('a browser that has never written to a bag', () => {
  beforeEach(() => setDeviceId(null));
  afterEach(() => setDeviceId(null));

  it('shows no count without asking the API, then names its device on the first add', async () => {
    const posts: string[] = [];
    let countCalls = 0;
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => {
        countCalls += 1;
        return HttpResponse.json({ data: { itemsCount: 0 } });
      }),
      http.post(`${API_BASE()}/cart/line-items`, () => {
        posts.push(document.cookie);
        return HttpResponse.json(answer(cart([line({ quantity: 2 })])));
      }),
    );
    renderAdd(2);
    expect(await screen.findByRole('button', { name: 'Bag, 0 items' })).toBeInTheDocument();
    expect(document.cookie).not.toMatch(/device-id=/);
    await userEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findByRole('button', { name: 'Bag, 2 items' })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/device-id=[0-9a-f-]{36}/);
    expect(countCalls).toBe(0);
  });

  it('asks for a signed-in member’s count', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    server.use(http.get(`${API_BASE()}/cart/items-count`, () => HttpResponse.json({ data: { itemsCount: 4 } })));
    try {
      renderAdd(1);
      expect(await screen.findByRole('button', { name: 'Bag, 4 items' })).toBeInTheDocument();
    } finally {
      document.cookie = 'jwt-data=; path=/; max-age=0';
    }
  });
});
