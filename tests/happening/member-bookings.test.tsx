// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HappeningApi from '@/lib/api/happening';
import type { Booking } from '@/lib/api/happening';

const list = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/server', () => ({ getServerApiClient: vi.fn(async () => ({})) }));
vi.mock('@/lib/api/happening', async (original) => ({
  ...(await original<typeof HappeningApi>()),
  listMemberBookings: list,
}));

const { MemberBookings } = await import('@/components/happening/member-bookings');

const booking = (number: string, status: Booking['status'], startsAt: string, amount = 0): Booking => ({
  number,
  status,
  changeable: status === 'confirmed',
  activity: { id: 12, slug: 'glow-class', kind: 'class', title: `Glow class ${number}`, durationMinutes: 60 },
  store: {
    id: 3,
    slug: 'ion-orchard',
    name: 'Halcyon Beauty ION Orchard',
    address: '2 Orchard Turn',
    city: 'Singapore',
    timeZone: 'Asia/Singapore',
  },
  slot: { id: 40, startsAt, endsAt: startsAt.replace('T07', 'T08') },
  artist: null,
  price: { amount, currency: 'SGD' },
  currencySymbol: 'S$',
  contact: { fullName: 'Wren Tan', email: 'wren@example.com', phone: null },
  answers: {},
  member: true,
  manageToken: 'signed-token',
  createdAt: '2030-01-01T03:00:00.000Z',
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => list.mockReset());

describe('the member bookings page', () => {
  it('keeps a cancelled future booking out of Past and names the empty Upcoming group', async () => {
    // As the API answers: the cancelled future booking comes under past.
    list.mockResolvedValue({
      upcoming: [],
      past: [
        booking('HB-CANCEL', 'cancelled', '2030-03-12T07:00:00.000Z', 3000),
        booking('HB-OLD', 'expired', '2029-01-05T07:00:00.000Z'),
      ],
    });
    render(await MemberBookings({ country: 'sg', lang: 'en' }));
    expect(headings()).toEqual(['Upcoming', 'Cancelled', 'Past']);
    expect(screen.getByText(/You have no upcoming bookings\./)).toBeInTheDocument();
    expect(screen.queryByText(/You have no bookings yet/)).not.toBeInTheDocument();
    const [cancelled, past] = screen.getAllByRole('list');
    expect(within(cancelled!).getByTestId('member-booking')).toHaveTextContent('HB-CANCEL · Cancelled');
    expect(within(past!).getByTestId('member-booking')).toHaveTextContent('HB-OLD · Expired');
    expect(within(cancelled!).getByTestId('booking-price')).toHaveTextContent(
      'S$30.00Paid in store on the day; nothing is charged when you book.',
    );
  });

  it('says the same in Thai, and says a priced class is paid in store on the day', async () => {
    list.mockResolvedValue({
      upcoming: [booking('HB-SOON', 'confirmed', '2030-03-14T07:00:00.000Z', 4500)],
      past: [booking('HB-CANCEL', 'cancelled', '2030-03-12T07:00:00.000Z')],
    });
    render(await MemberBookings({ country: 'th', lang: 'th' }));
    expect(headings()).toEqual(['ที่กำลังจะมาถึง', 'ยกเลิกแล้ว']);
    expect(screen.getAllByTestId('booking-price')[0]).toHaveTextContent('ชำระที่ร้านในวันที่ใช้บริการ');
  });

  it('says there are no bookings at all only when there are none', async () => {
    list.mockResolvedValue({ upcoming: [], past: [] });
    render(await MemberBookings({ country: 'sg', lang: 'en' }));
    expect(screen.getByText(/You have no bookings yet\./)).toBeInTheDocument();
  });
});
