import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClientProvider } from '@/components/data/api-client';
import type { ReactElement } from 'react';
import { BookingFlow } from '@/components/happening/booking-flow';
import { BookingPageForm, type BookingPageFormProps } from '@/components/happening/booking-page-form';
import { BOOKING_MESSAGES_PICK } from '@/components/happening/messages';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { createApiClient } from '@/lib/api/client';
import type { Activity } from '@/lib/api/happening';
import { makeQueryClient } from '@/lib/api/query-client';
import { pickMessages } from '@/lib/i18n/server';
import th from '@/locales/th/happening.json';

/** A facial at a Bangkok store, one person a time, booked in Thai. */
export const ACTIVITY: Activity = {
  id: 12,
  slug: 'glow-facial',
  kind: 'service',
  title: 'Glow facial',
  description: 'A facial.',
  durationMinutes: 60,
  price: { amount: 1200, currency: 'THB' },
  currencySymbol: '฿',
  capacity: 1,
  remainingSlots: 1,
  appOnly: false,
  invitedTier: null,
  group: { id: 1, slug: 'facials', name: 'Facials' },
  store: { id: 3, slug: 'siam-center', name: 'Halcyon Beauty Siam Center', timeZone: 'Asia/Bangkok' },
  artists: [],
  imageUrl: '',
  nextSlotAt: '2026-12-01T07:00:00.000Z',
};

/** Its one free time. */
export const SLOT = {
  id: 40,
  startsAt: '2026-12-01T07:00:00.000Z',
  endsAt: '2026-12-01T08:00:00.000Z',
  artist: null,
  capacity: 1,
  remaining: 1,
};

/** The booking flow for ACTIVITY as a Thai page gives it: its API client and messages. */
export async function thaiFlow(): Promise<ReactElement> {
  const messages = await pickMessages('th', BOOKING_MESSAGES_PICK);
  return (
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'th', lang: 'th' })}>
        <TranslationsProvider lang="th" resources={messages}>
          <BookingFlow activity={ACTIVITY} country="th" lang="th" defaultLang="th" />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** The booking flow (`thaiFlow`) drawn, with the user who clicks through it and its Next button. */
export async function renderThaiFlow() {
  const rendered = render(await thaiFlow());
  const user = userEvent.setup();
  const next = () => user.click(screen.getByRole('button', { name: th.booking.next }));
  return { ...rendered, user, next };
}

/**
 * The booking form on one page for ACTIVITY as its Thai page draws it (its messages), with `props`
 * the server would read: by default the one free time and no questions, for a guest.
 */
export async function thaiPageForm(props: Partial<BookingPageFormProps> = {}): Promise<ReactElement> {
  const messages = await pickMessages('th', BOOKING_MESSAGES_PICK);
  return (
    <TranslationsProvider lang="th" resources={messages}>
      <BookingPageForm
        activity={ACTIVITY}
        slots={[SLOT]}
        questions={[]}
        contact={{ fullName: '', email: '', phone: '', answers: {} }}
        prefilled={false}
        attemptKey="page-key-0123456789abcdef"
        country="th"
        lang="th"
        defaultLang="th"
        {...props}
      />
    </TranslationsProvider>
  );
}
