// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addRecentSearch, readRecentSearches, RECENT_SEARCHES_KEY } from '@/components/search/recent-searches';
import { SearchBox } from '@/components/search/search-box';
import { API_BASE, Providers } from '../catalogue/providers';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const server = setupServer();
const suggestCalls: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  push.mockReset();
  suggestCalls.length = 0;
  localStorage.clear();
  server.use(
    http.get(`${API_BASE()}/search/popular-queries`, () =>
      HttpResponse.json({
        data: [
          { query: 'serum', position: 2 },
          { query: 'blush', position: 1 },
        ],
      }),
    ),
    http.get(`${API_BASE()}/components/search-input-dropdown`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      suggestCalls.push(q);
      return HttpResponse.json({
        data: {
          query: q,
          brands: [{ id: 1, slug: 'laneige-korea', name: 'Laneige Korea', logoUrl: '/l.svg' }],
          categories: [{ id: 2, slug: 'lip-balm', path: 'makeup/lips/lip-balm', name: 'Lip balm', level: 3 }],
          products: [
            {
              id: 3,
              slug: 'lip-sleeping-mask',
              name: 'Lip Sleeping Mask',
              brandName: 'Laneige Korea',
              imageUrl: '/p.svg',
              price: { amount: 100, currency: 'SGD' },
              salePrice: null,
            },
          ],
        },
      });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderBox(lang: 'en' | 'zh' = 'en') {
  render(
    <Providers>
      <SearchBox lang={lang} defaultLang="en" />
    </Providers>,
  );
  return screen.getByRole('combobox', { name: 'Search' });
}

describe('SearchBox', () => {
  it('shows popular searches on focus and recent ones from this device', async () => {
    addRecentSearch('cleansing balm');
    const input = renderBox();
    await userEvent.click(input);
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(await within(listbox).findByRole('option', { name: 'blush' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Recent searches' })).toBeInTheDocument();
    const popular = within(within(listbox).getByRole('group', { name: 'Popular searches' })).getAllByRole('option');
    expect(popular.map((o) => o.textContent)).toEqual(['blush', 'serum']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('debounces suggestions and groups brands, categories and products', async () => {
    const input = renderBox();
    await userEvent.type(input, 'lip');
    expect(await screen.findByRole('option', { name: 'Laneige Korea' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Lip Sleeping Mask/ })).toBeInTheDocument();
    // One request for the settled term, none per keystroke.
    expect(suggestCalls).toEqual(['lip']);
  });

  it('moves through options with the arrow keys and opens one with Enter', async () => {
    const input = renderBox('zh');
    await userEvent.type(input, 'lip');
    await screen.findByRole('option', { name: 'Laneige Korea' });
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Laneige Korea' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Lip Sleeping Mask/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(push).toHaveBeenCalledWith('/products/lip-sleeping-mask?language=zh');
    expect(readRecentSearches()).toEqual(['lip']);
  });

  it('searches for the typed term with Enter and remembers it', async () => {
    const input = renderBox();
    await userEvent.type(input, 'glow serum{Enter}');
    expect(push).toHaveBeenCalledWith('/search?q=glow+serum');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['glow serum']);
  });

  it('leaves with Tab without opening the option the arrows reached, and opens one by a click', async () => {
    const input = renderBox();
    await userEvent.type(input, 'lip');
    await screen.findByRole('option', { name: 'Laneige Korea' });
    await userEvent.keyboard('{ArrowDown}{Tab}');
    expect(push).not.toHaveBeenCalled();
    expect(input).toHaveValue('lip');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: /Lip Sleeping Mask/ }));
    expect(push).toHaveBeenCalledWith('/products/lip-sleeping-mask');
    expect(input).toHaveValue('lip');
  });

  it('closes with Escape, then clears with a second Escape', async () => {
    const input = renderBox();
    await userEvent.type(input, 'lip');
    await screen.findByRole('option', { name: 'Laneige Korea' });
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('keeps at most five recent searches, newest first, without duplicates', () => {
    for (const q of ['a', 'b', 'c', 'd', 'e', 'B', 'f']) addRecentSearch(q);
    expect(readRecentSearches()).toEqual(['f', 'B', 'e', 'd', 'c']);
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
  });
});

// Keeps `act` imported for environments where user-event needs it explicitly.
void act;
