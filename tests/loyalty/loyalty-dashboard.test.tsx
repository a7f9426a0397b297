// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { groupedCardNumber, LoyaltyDashboard } from '@/components/loyalty/loyalty-dashboard';
import { LOYALTY_MESSAGES } from '@/components/loyalty/messages';
import { PointsHistory } from '@/components/loyalty/points-history';
import type { LoyaltySummary, PointsHistoryResponse } from '@/contract';
import { POINTS_SOURCES } from '@/contract';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;

const SUMMARY: LoyaltySummary = {
  member: { firstName: 'Vera', lastName: 'Lee', cardNumber: '8800000000000007', tier: 'black', isEmployee: true },
  points: { balance: 1300, expiring: { amount: 1300, date: '2027-12-01' } },
  tier: {
    message: 'downgrade_warning',
    current: 'black',
    previous: 'white',
    target: 'black',
    progress: 0.4,
    amountToSpend: { amount: 18_000, currency: 'SGD' },
    reviewOn: '2026-07-05',
    daysLeft: 20,
  },
  perks: [
    { key: 'ten_percent_off', state: 'active', minimumSpend: { amount: 5000, currency: 'SGD' }, date: null },
    { key: 'gold_welcome', state: 'locked', minimumSpend: null, date: null },
    { key: 'staff_discount', state: 'active', minimumSpend: null, date: null },
  ],
};

const ORDER_ROW = {
  id: 7,
  number: 'HBSG00000007',
  createdAt: '2026-11-20T06:00:00.000Z',
  country: 'sg',
  status: 'paid',
  pageVariant: 'confirmation',
  total: { amount: 4200, currency: 'SGD' },
  itemsCount: 2,
};

async function renderDashboard(lang: Language, ui: React.ReactNode) {
  const messages = await pickMessages(lang, LOYALTY_MESSAGES);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang })}>
        <TranslationsProvider lang={lang} resources={messages}>
          {ui}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('LoyaltyDashboard', () => {
  it('shows a perk of a kind it has no words for by the name and description it came with, and knows pink as white', async () => {
    server.use(
      http.get(`${API}/account/loyalty`, () =>
        HttpResponse.json({
          ...SUMMARY,
          // An API that calls white by its other name.
          member: { ...SUMMARY.member, tier: 'pink', isEmployee: false },
          tier: { ...SUMMARY.tier, message: 'keep_tier', current: 'pink', previous: null, target: 'black' },
          perks: [
            {
              key: 'others',
              state: 'active',
              minimumSpend: null,
              date: null,
              name: 'Complimentary gift wrapping',
              description: 'Every order wrapped in our signature box.',
            },
          ],
        }),
      ),
      http.get(`${API}/orders`, () => HttpResponse.json({ data: [] })),
    );
    await renderDashboard('en', <LoyaltyDashboard country="sg" lang="en" defaultLang="en" />);
    const perk = await screen.findByText('Complimentary gift wrapping');
    expect(perk.closest('li')).toHaveTextContent('Every order wrapped in our signature box.');
    expect(perk.closest('li')).toHaveAttribute('data-perk', 'others');
    expect(screen.getByTestId('card-tier')).toHaveTextContent(/^White$/);
  });

  it('says what each voucher takes off and until when, and which were used or have ended, in English and Thai', async () => {
    const vouchers = {
      ...SUMMARY,
      perks: [
        {
          key: 'birthday_voucher',
          state: 'active',
          minimumSpend: null,
          amountOff: { amount: 1500, currency: 'SGD' },
          date: '2026-12-31',
        },
        { key: 'welcome_voucher', state: 'used', minimumSpend: null, amountOff: null, date: '2026-11-03' },
      ],
    };
    server.use(
      http.get(`${API}/account/loyalty`, () => HttpResponse.json(vouchers)),
      http.get(`${API}/orders`, () => HttpResponse.json({ data: [] })),
    );
    await renderDashboard('en', <LoyaltyDashboard country="sg" lang="en" defaultLang="en" />);
    const birthday = (await screen.findByText('Birthday voucher')).closest('li')!;
    expect(birthday).toHaveTextContent('Available');
    expect(birthday).toHaveTextContent('S$15.00 off one order this month, until 31 Dec 2026. Choose it in your bag.');
    const welcome = screen.getByText('Welcome voucher').closest('li')!;
    expect(welcome).toHaveAttribute('data-state', 'used');
    expect(welcome).toHaveTextContent('UsedUsed on 3 Nov 2026.');
    cleanup();

    server.use(
      http.get(`${API}/account/loyalty`, () =>
        HttpResponse.json({
          ...vouchers,
          perks: [{ ...vouchers.perks[1], state: 'expired', date: '2026-11-20' }],
        }),
      ),
    );
    await renderDashboard('th', <LoyaltyDashboard country="th" lang="th" defaultLang="th" />);
    const ended = (await screen.findByText('หมดอายุเมื่อ', { exact: false })).closest('li')!;
    expect(ended).toHaveAttribute('data-state', 'expired');
    expect(ended).toHaveTextContent('หมดอายุหมดอายุเมื่อ');
    expect(ended).not.toHaveTextContent(/Ended|Expired/);
  });

  it('writes points with the grouping of the language, in Thai as in English', async () => {
    server.use(
      http.get(`${API}/account/loyalty`, () => HttpResponse.json(SUMMARY)),
      http.get(`${API}/orders`, () => HttpResponse.json({ data: [] })),
    );
    await renderDashboard('th', <LoyaltyDashboard country="th" lang="th" defaultLang="th" />);
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('1,300');
    expect(screen.getByTestId('points-expiring')).toHaveTextContent(/^1,300 /);
  });

  it('shows the card with its QR code, points and expiry, the tier message, perks and recent orders', async () => {
    server.use(
      http.get(`${API}/account/loyalty`, () => HttpResponse.json(SUMMARY)),
      http.get(`${API}/orders`, () => HttpResponse.json({ data: [] })),
    );
    await renderDashboard('en', <LoyaltyDashboard country="sg" lang="en" defaultLang="en" />);
    expect(await screen.findByTestId('card-number')).toHaveTextContent('8800 0000 0000 0007');
    expect(screen.getByRole('img', { name: 'QR code of card number 8800000000000007' })).toBeInTheDocument();
    expect(screen.getByTestId('card-tier')).toHaveTextContent('BlackStaff');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('1,300');
    expect(screen.getByTestId('points-expiring')).toHaveTextContent('1,300 points expire on 1 Dec 2027');
    expect(screen.getByTestId('tier-message')).toHaveTextContent('Only 20 days left to keep Black.');
    expect(screen.getByText('Spend S$180.00 by 5 Jul 2026 to keep Black.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress towards Black' })).toHaveAttribute('aria-valuenow', '40');
    const perks = screen.getByRole('heading', { name: 'Your perks' }).parentElement!;
    expect(within(perks).getByText('On a minimum spend of S$50.00. Choose it in your bag.')).toBeInTheDocument();
    expect(within(perks).getByText('30% off everything, 45% off the Halcyon Collection.')).toBeInTheDocument();
    expect(within(perks).getByText('For Gold members, redeemable after retention.')).toBeInTheDocument();
    expect(await screen.findByText("You haven't placed an order yet.")).toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    server.use(
      http.get(`${API}/account/loyalty`, () =>
        HttpResponse.json({
          ...SUMMARY,
          tier: { ...SUMMARY.tier, message: 'max_tier', current: 'gold', target: 'gold', amountToSpend: null },
        }),
      ),
      http.get(`${API}/orders`, () =>
        HttpResponse.json({
          data: [
            { ...ORDER_ROW, id: 8, number: 'HBSG00000008', status: 'payment_failed', pageVariant: 'payment_failed' },
            { ...ORDER_ROW, id: 7, number: 'HBSG00000007' },
          ],
        }),
      ),
    );
    await renderDashboard('th', <LoyaltyDashboard country="sg" lang="th" defaultLang="en" />);
    expect(await screen.findByTestId('tier-message')).toHaveTextContent(
      'คุณเป็นสมาชิกระดับ Gold ซึ่งเป็นระดับสูงสุดของเรา ยอดใช้จ่ายที่เกินจะไม่ถูกยกไปปีถัดไป',
    );
    // The order whose payment failed can be paid from here; the paid one cannot.
    const payNow = await screen.findAllByRole('link', { name: /^ชำระเงินตอนนี้/ });
    expect(payNow.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ชำระเงินตอนนี้', '/orders/8/payment_failed?language=th'],
    ]);
    expect(payNow[0]).toHaveAccessibleName('ชำระเงินตอนนี้ HBSG00000008');
  });

  it('groups the card number in fours', () => {
    expect(groupedCardNumber('8800123412341234')).toBe('8800 1234 1234 1234');
  });
});

describe('PointsHistory', () => {
  it('describes each of the 16 sources in words, links an order, and pages', async () => {
    const history: PointsHistoryResponse = {
      data: POINTS_SOURCES.map((source, index) => ({
        id: index + 1,
        source,
        points: index % 2 === 0 ? 10 : -5,
        balanceAfter: 100,
        orderId: source === 'purchase_points_with_order_number' ? 42 : null,
        orderNumber: source.includes('order') || source === 'used_points' ? 'HB-1001' : null,
        subject:
          source === 'product_review_with_name'
            ? 'Silk Serum'
            : source.startsWith('registration')
              ? 'Halcyon Beauty'
              : null,
        createdAt: '2026-05-01T10:00:00.000Z',
      })),
      meta: { page: 2, perPage: 16, total: 40, totalPages: 3 },
    };
    server.use(http.get(`${API}/account/points`, () => HttpResponse.json(history)));
    await renderDashboard('en', <PointsHistory country="sg" lang="en" defaultLang="en" page={2} />);
    const table = await screen.findByTestId('points-history');
    const descriptions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(descriptions).toHaveLength(16);
    expect(new Set(descriptions).size).toBe(16);
    expect(descriptions).toContain('Registration of your Halcyon Beauty account');
    expect(descriptions).toContain('Review of Silk Serum');
    expect(within(table).getByRole('link', { name: 'Points earned on order HB-1001' })).toHaveAttribute(
      'href',
      '/orders/42',
    );
    expect(within(table).getAllByText('+10')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/account/points');
    expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/account/points?page=3');
  });
});
