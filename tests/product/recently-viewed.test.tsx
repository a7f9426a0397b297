// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RecentlyViewed, recentlyViewed } from '@/components/product/recently-viewed';
import type { ProductCard } from '@/contract';
import { API_BASE, Providers } from '../catalogue/providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function card(id: number, name: string, soldHere = true): ProductCard | null {
  if (!soldHere) return null;
  return {
    id,
    slug: `product-${id}`,
    name,
    brand: { id: 1, slug: 'laneige', name: 'Laneige' },
    category: { id: 2, slug: 'lips', path: 'makeup/lips', name: 'Lips', level: 2 },
    price: { amount: 3200, currency: 'SGD' },
    salePrice: null,
    onSale: false,
    imageUrl: `/media/products/${id}.svg`,
    rating: { average: 4.5, count: 12 },
    badges: [],
    isNew: false,
    isBestseller: false,
    variantKind: 'shade',
    variantCount: 3,
  };
}

const CATALOGUE: Record<number, ProductCard | null> = {
  11: card(11, 'Lip Sleeping Mask'),
  12: card(12, 'Water Bank Cream'),
  13: card(13, 'Sold only in Thailand', false),
  14: card(14, 'Cream Skin Toner'),
};

/** The API as the backend answers: cards in the order asked, the ones not sold here left out. */
function answerFeatured(asked: number[][]) {
  server.use(
    http.post(`${API_BASE()}/featured-products`, async ({ request }) => {
      const { productIds } = (await request.json()) as { productIds: number[] };
      asked.push(productIds);
      return HttpResponse.json({ data: productIds.map((id) => CATALOGUE[id]).filter(Boolean) });
    }),
  );
}

function renderRail(productId: number) {
  render(
    <Providers>
      <RecentlyViewed productId={productId} country="sg" lang="en" defaultLang="en" />
    </Providers>,
  );
}

describe('Recently viewed', () => {
  it('shows nothing on the first product, and remembers it', async () => {
    const asked: number[][] = [];
    answerFeatured(asked);
    renderRail(11);
    await vi.waitFor(() => expect(recentlyViewed.read()).toEqual([11]));
    expect(screen.queryByTestId('recently-viewed')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('shows the other products opened before, newest first, without the one on screen or one not sold here', async () => {
    const asked: number[][] = [];
    answerFeatured(asked);
    for (const id of [11, 13, 12, 14]) recentlyViewed.add(id);
    renderRail(12);
    const rail = await screen.findByTestId('recently-viewed');
    expect(within(rail).getByRole('heading', { level: 2 })).toHaveTextContent('Recently viewed');
    expect(
      within(rail)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Cream Skin Toner', 'Lip Sleeping Mask']);
    expect(asked).toEqual([[14, 13, 11]]);
    // The product on screen moves to the front for the next page.
    expect(recentlyViewed.read()).toEqual([12, 14, 13, 11]);
  });

  it('keeps at most twelve, and ignores what it did not write', async () => {
    answerFeatured([]);
    localStorage.setItem('hb-recently-viewed', JSON.stringify(['<script>', -4, 1.5, 99, { id: 3 }, 1e300]));
    expect(recentlyViewed.read()).toEqual([99]);
    for (let id = 100; id < 120; id += 1) recentlyViewed.add(id);
    expect(recentlyViewed.read()).toHaveLength(12);
    expect(recentlyViewed.read()[0]).toBe(119);
    localStorage.setItem('hb-recently-viewed', '{not json');
    expect(recentlyViewed.read()).toEqual([]);
  });
});
