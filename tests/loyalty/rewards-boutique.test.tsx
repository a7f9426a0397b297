// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOYALTY_MESSAGES } from '@/components/loyalty/messages';
import { redeemBlocker, RewardsBoutique } from '@/components/loyalty/rewards-boutique';
import type { Reward, RewardGroups, RewardListResponse } from '@/contract';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() }),
  usePathname: () => '/rewards',
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'jwt-data=; path=/; max-age=0';
});
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;

function reward(id: number, pointsCost: number, extra: Partial<Reward> = {}): Reward {
  return {
    id,
    name: `Gift ${id}`,
    brand: { id: 1, slug: 'halcyon', name: 'Halcyon' },
    productId: id,
    variantId: id,
    imageUrl: `/media/variants/${id}.svg`,
    pointsCost,
    isNew: false,
    fullyRedeemed: false,
    minimumTier: null,
    validUntil: '2026-12-31',
    ...extra,
  };
}

const GROUPS: RewardListResponse = {
  data: {
    groups: [
      {
        key: 'under_500',
        minPoints: 0,
        maxPoints: 499,
        rewards: [reward(1, 200, { isNew: true }), reward(2, 499, { fullyRedeemed: true })],
      },
      {
        key: '500_and_above',
        minPoints: 500,
        maxPoints: null,
        rewards: [reward(3, 500), reward(4, 900, { minimumTier: 'gold' })],
      },
    ],
  },
};

const ACCOUNT = {
  id: 1,
  isEmployee: false,
  age: 30,
  cardNumber: '8800000000000002',
  emailSHA256: 'x',
  emailMD5: 'x',
  mobileNumberMD5: null,
  loyaltyPoints: 600,
  loyaltyTier: 'black',
  tierPointsCounter: 600,
};

async function renderBoutique(lang: Language, initialGroups?: RewardGroups) {
  const messages = await pickMessages(lang, { ...LOYALTY_MESSAGES, errors: ['generic'] });
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang })}>
        <TranslationsProvider lang={lang} resources={messages}>
          <RewardsBoutique country="sg" lang={lang} defaultLang="en" initialGroups={initialGroups} />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('RewardsBoutique', () => {
  it('draws the rewards the server read from the first render, then takes the current list', async () => {
    const current = structuredClone(GROUPS);
    current.data.groups[0]!.rewards[0]!.fullyRedeemed = true;
    server.use(http.get(`${API}/rewards`, () => HttpResponse.json(current)));
    await renderBoutique('en', GROUPS.data.groups);
    // No wait: the tiles are there before any answer (the page's HTML carries them).
    const tiles = within(screen.getByRole('region', { name: 'Up to 499 points' })).getAllByTestId('boutique-reward');
    expect(tiles[0]).toHaveTextContent('200 points');
    expect(tiles[0]).not.toHaveTextContent('Fully redeemed');
    await waitFor(() => expect(tiles[0]).toHaveTextContent('Fully redeemed'));
  });

  it('shows a guest the two groups, badges, cost and validity, and invites them to sign in or register', async () => {
    server.use(http.get(`${API}/rewards`, () => HttpResponse.json(GROUPS)));
    await renderBoutique('en');
    const first = await screen.findByRole('region', { name: 'Up to 499 points' });
    expect(screen.getByRole('region', { name: '500 points and above' })).toBeInTheDocument();
    const tiles = within(first).getAllByTestId('boutique-reward');
    expect(tiles[0]).toHaveTextContent('New gift');
    expect(tiles[0]).toHaveTextContent('200 points');
    expect(tiles[0]).toHaveTextContent('Valid until 31 Dec 2026');
    expect(tiles[1]).toHaveTextContent('Fully redeemed');
    expect(screen.getByText('Gold exclusive')).toBeInTheDocument();
    const invite = screen.getByTestId('rewards-invite');
    expect(within(invite).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign_in?return_to=%2Frewards',
    );
    expect(within(invite).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/sign_up?return_to=%2Frewards',
    );
    expect(screen.queryByRole('button', { name: /Redeem/ })).toBeNull();
  });

  it('lets a member filter what they can afford and redeem into the bag, with the one-reward rule', async () => {
    document.cookie = 'jwt-data=a.b; path=/';
    let redeemed = 0;
    server.use(
      http.get(`${API}/rewards`, () => HttpResponse.json(GROUPS)),
      http.get(`${API}/account`, () => HttpResponse.json(ACCOUNT)),
      http.post(`${API}/rewards`, () => {
        redeemed += 1;
        return redeemed === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json(
              { error: { code: 'reward_limit_reached', message: 'Only one reward item per customer per transaction' } },
              { status: 409 },
            );
      }),
    );
    const user = await renderBoutique('en');
    expect(await screen.findByTestId('rewards-balance')).toHaveTextContent('You have 600 points');
    await user.click(screen.getByRole('checkbox', { name: 'I can afford' }));
    expect(screen.getAllByTestId('boutique-reward').map((tile) => tile.getAttribute('data-reward'))).toEqual([
      '1',
      '3',
    ]);
    await user.click(screen.getByRole('button', { name: 'Redeem Gift 3' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Something went wrong'));
    await user.click(screen.getByRole('button', { name: 'Redeem Gift 1' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Only one reward item per customer per transaction. Remove the reward in your bag to choose another.',
      ),
    );
  });

  it.each([
    ['en', 'Fully redeemed', 'Not for your tier yet', 'Redeem Gift 3'],
    ['th', 'ถูกแลกหมดแล้ว', 'ยังไม่ใช่ระดับของคุณ', 'แลก Gift 3'],
  ] as const)(
    'names a button that shows why it cannot redeem by what it shows, the reward as its description (%s)',
    async (lang, fullyRedeemed, tier, redeem) => {
      document.cookie = 'jwt-data=a.b; path=/';
      server.use(
        http.get(`${API}/rewards`, () => HttpResponse.json(GROUPS)),
        http.get(`${API}/account`, () => HttpResponse.json(ACCOUNT)),
      );
      await renderBoutique(lang);
      await screen.findByTestId('rewards-balance');
      const full = screen.getByRole('button', { name: fullyRedeemed });
      expect(full).toBeDisabled();
      expect(full).toHaveAccessibleDescription('Gift 2');
      expect(screen.getByRole('button', { name: tier })).toHaveAccessibleDescription('Gift 4');
      expect(screen.getByRole('button', { name: redeem })).toBeEnabled();
    },
  );

  it('says why a reward cannot be redeemed', () => {
    const member = { points: 600, tier: 'black' as const };
    expect(redeemBlocker(reward(1, 200), member)).toBeNull();
    expect(redeemBlocker(reward(1, 700), member)).toBe('points');
    expect(redeemBlocker(reward(1, 200, { minimumTier: 'gold' }), member)).toBe('tier');
    expect(redeemBlocker(reward(1, 200, { fullyRedeemed: true }), member)).toBe('fullyRedeemed');
  });
});
