// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ExtrasTabs } from '@/components/bag/extras-tabs';
import { createApiClient } from '@/lib/api/client';
import type { CartSample } from '@/contract';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import { API_BASE, cart } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/cart' }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sample = (id: number, name: string, selected: boolean): CartSample => ({
  id,
  name,
  variantId: id,
  brand: { id: 1, slug: 'halcyon', name: 'Halcyon' },
  imageUrl: `/media/${id}.svg`,
  status: 'available',
  selected,
});

describe('sample buttons', () => {
  it.each([
    ['en', 'Add to bag', 'Selected', 'Glow Serum sample'],
    ['zh', '加入購物袋', '已選擇', 'Glow Serum 試用裝'],
  ] as const)(
    'are named by what they show, the sample as their description (%s)',
    async (lang, add, selected, name) => {
      server.use(
        http.get(`${API_BASE()}/cart/samples`, () =>
          HttpResponse.json({
            data: { maxSelectable: 2, samples: [sample(1, 'Glow Serum', false), sample(2, 'Dew Balm', true)] },
          }),
        ),
      );
      const messages = await pickMessages(lang, { bag: ['samples', 'add', 'tabs', 'rewards'], errors: ['generic'] });
      render(
        <QueryClientProvider client={makeQueryClient({ server: false })}>
          <ApiClientProvider client={createApiClient({ country: 'hk', lang })}>
            <TranslationsProvider lang={lang} resources={messages}>
              <ExtrasTabs cart={cart([])} lang={lang} defaultLang="en" announce={() => {}} />
            </TranslationsProvider>
          </ApiClientProvider>
        </QueryClientProvider>,
      );
      const toAdd = await screen.findByRole('button', { name: add });
      expect(toAdd).toHaveAccessibleDescription(name);
      expect(toAdd).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: selected })).toHaveAttribute('aria-pressed', 'true');
    },
  );
});
