// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManageBooking } from '@/components/happening/manage-booking';
import { BOOKING_MESSAGES_PICK } from '@/components/happening/messages';
import { createApiClient } from '@/lib/api/client';
import type { Booking } from '@/lib/api/happening';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;

const BOOKING: Booking = {
  number: 'HB-7Q2K9',
  status: 'confirmed',
  changeable: true,
  activity: { id: 12, slug: 'glow-class', kind: 'class', title: 'Glow class', durationMinutes: 60 },
  store: {
    id: 3,
    slug: 'siam-center',
    name: 'Halcyon Beauty Siam Center',
    address: '979 Rama I Road',
    city: 'Bangkok',
    timeZone: 'Asia/Bangkok',
  },
  slot: { id: 40, startsAt: '2026-12-01T07:00:00.000Z', endsAt: '2026-12-01T08:00:00.000Z' },
  artist: null,
  price: { amount: 0, currency: 'THB' },
  currencySymbol: '฿',
  contact: { fullName: 'Wren Tan', email: 'wren@example.com', phone: null },
  answers: {},
  member: false,
  manageToken: 'signed-token',
  createdAt: '2026-11-20T03:00:00.000Z',
};

describe('ManageBooking', () => {
  it('shows a booking whose class started while the page was open as expired, with nothing left to press', async () => {
    server.use(
      http.delete(`${API}/reservation-service/${BOOKING.number}`, () =>
        HttpResponse.json({ code: 'booking_expired', message: 'Booking expired' }, { status: 422 }),
      ),
    );
    const messages = await pickMessages('en', BOOKING_MESSAGES_PICK);
    render(
      <QueryClientProvider client={makeQueryClient({ server: false })}>
        <ApiClientProvider client={createApiClient({ country: 'th', lang: 'en' })}>
          <TranslationsProvider lang="en" resources={messages}>
            <ManageBooking
              mode="cancel"
              initial={BOOKING}
              token="signed-token"
              country="th"
              lang="en"
              defaultLang="th"
            />
          </TranslationsProvider>
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    const manage = screen.getByTestId('manage-booking');
    expect(await within(manage).findByTestId('booking-expired')).toHaveTextContent('Booking expired');
    expect(within(manage).getByTestId('booking-status')).toHaveTextContent('Expired');
    expect(within(manage).queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
  });
});
