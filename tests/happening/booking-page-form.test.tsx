// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingQuestion } from '@/contract/happening';
import type { Booking } from '@/lib/api/happening';
import { formatZonedShortDate } from '@/lib/site/dates';
import th from '@/locales/th/happening.json';
import { SLOT, thaiPageForm } from './thai-booking';

// The booking's server action runs for real, with the browser's API client (answered by MSW).
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // What a test put in the page as the server's HTML.
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;
const M = th.booking;
const KEY = 'page-key-0123456789abcdef';
/** As long as the page's other waits (tests/setup.ts), on a busy machine. */
const WAIT = { timeout: 5_000 };

const QUESTIONS: BookingQuestion[] = [
  { id: 'skin_type', label: 'สภาพผิว', type: 'select', required: true, maxLength: null, options: ['dry', 'oily'] },
  { id: 'allergies', label: 'อาการแพ้', type: 'text', required: false, maxLength: 50, options: [] },
  { id: 'first_visit', label: 'มาครั้งแรก', type: 'boolean', required: false, maxLength: null, options: [] },
];
/** The time of SLOT again, given to an artist: a second slot at 14:00. */
const WITH_ARTIST = { ...SLOT, id: 41, artist: { id: 7, name: 'Malee', specialty: 'Facials' } };
const MEMBER = { fullName: 'Ploy Member', email: 'ploy@example.com', phone: '+66 812345678', answers: {} };
const BOOKING: Booking = {
  number: 'HB7Q2K9ABC',
  status: 'confirmed',
  changeable: true,
  activity: { id: 12, slug: 'glow-facial', kind: 'service', title: 'Glow facial', durationMinutes: 60 },
  store: {
    id: 3,
    slug: 'siam-center',
    name: 'Halcyon Beauty Siam Center',
    address: '979 Rama I Road',
    city: 'Bangkok',
    timeZone: 'Asia/Bangkok',
  },
  slot: { id: 41, startsAt: SLOT.startsAt, endsAt: SLOT.endsAt },
  artist: { id: 7, name: 'Malee', specialty: 'Facials' },
  price: { amount: 1200, currency: 'THB' },
  currencySymbol: '฿',
  contact: { fullName: 'Ploy Member', email: 'ploy@example.com', phone: '+66 812345678' },
  answers: { skin_type: 'dry' },
  member: true,
  manageToken: 'signed-token',
  createdAt: '2026-11-20T03:00:00.000Z',
};

let posts: Array<{ body: unknown; key: string | null }> = [];
/** What the API answers each booking, in turn; the last one stands. */
let answers: Array<() => Response> = [];
beforeEach(() => {
  posts = [];
  answers = [() => HttpResponse.json({ data: BOOKING }, { status: 201 })];
  refresh.mockReset();
  server.use(
    http.get(`${API}/booking-service/questions/12`, () =>
      HttpResponse.json({ data: { activityId: 12, questions: QUESTIONS } }),
    ),
    http.post(`${API}/reservation-service/create`, async ({ request }) => {
      posts.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return (answers[posts.length - 1] ?? answers.at(-1)!)();
    }),
  );
});

const refusal = (status: number, code: string) => () =>
  HttpResponse.json({ error: { code, message: 'English text', details: {} } }, { status });

async function renderMember() {
  render(await thaiPageForm({ slots: [SLOT, WITH_ARTIST], questions: QUESTIONS, contact: MEMBER, prefilled: true }));
  return userEvent.setup();
}

const skin = () => screen.getByRole('combobox', { name: /^สภาพผิว \*/ });

describe('the booking form on one page, in Thai', () => {
  it('arrives whole before its script: the times by day in store time, the details filled in, its own key', async () => {
    document.body.innerHTML = renderToString(
      await thaiPageForm({ slots: [SLOT, WITH_ARTIST], questions: QUESTIONS, contact: MEMBER, prefilled: true }),
    );
    const day = screen.getByRole('group', { name: formatZonedShortDate(SLOT.startsAt, 'Asia/Bangkok', 'th-TH') });
    const times = within(day).getAllByRole('radio');
    // 14:00 in Bangkok, with any artist or with Malee, posted as one field.
    expect(times.map((time) => time.closest('label')?.textContent)).toEqual([`14:00${M.anyArtist}`, '14:00Malee']);
    expect(times.map((time) => [time.getAttribute('name'), time.getAttribute('value')])).toEqual([
      ['slot', '40'],
      ['slot', '41:7'],
    ]);
    expect(screen.getByText(M.storeTime.replace('{{zone}}', 'Asia/Bangkok'))).toBeInTheDocument();
    expect(screen.getByText(M.prefilled)).toBeInTheDocument();
    expect(screen.getByLabelText(M.fullName)).toHaveValue('Ploy Member');
    expect(screen.getByRole('textbox', { name: M.email })).toHaveValue('ploy@example.com');
    expect(screen.getByLabelText(M.phone)).toHaveValue('+66 812345678');
    // A yes or no is posted by its field's name, as the stepper's review posts it.
    const firstVisit = screen.getByRole('group', { name: 'มาครั้งแรก' });
    expect(
      within(firstVisit)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['answers.first_visit', 'answers.first_visit']);
    expect(within(firstVisit).getByRole('radio', { name: M.yes })).toHaveAttribute('value', 'true');
    expect(document.querySelector('input[type=hidden][name=key]')).toHaveAttribute('value', KEY);
    expect(screen.getByRole('button', { name: M.confirm })).toHaveAttribute('type', 'submit');
  });

  it('refuses an unanswered question in the browser, naming it, keeping the choice, posting nothing', async () => {
    const user = await renderMember();
    await user.click(screen.getByRole('radio', { name: '14:00 Malee' }));
    await user.type(screen.getByLabelText('อาการแพ้'), 'dust');
    await user.click(screen.getByRole('button', { name: M.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${M.notBooked}${M.requiredField}`);
    expect(skin()).toHaveAccessibleDescription(M.requiredField);
    expect(skin()).toHaveFocus();
    expect(screen.getByRole('radio', { name: '14:00 Malee' })).toBeChecked();
    expect(screen.getByLabelText('อาการแพ้')).toHaveValue('dust');
    expect(posts).toHaveLength(0);

    // Mended, the field's refusal goes with its message.
    await user.selectOptions(skin(), 'dry');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('books the chosen time with its artist under the page’s key: a refusal said, the retry booked once', async () => {
    answers = [refusal(422, 'booking_contact_limit'), () => HttpResponse.json({ data: BOOKING }, { status: 201 })];
    const user = await renderMember();
    await user.click(screen.getByRole('radio', { name: '14:00 Malee' }));
    await user.selectOptions(skin(), 'dry');
    await user.click(screen.getByRole('radio', { name: M.no }));
    await user.click(screen.getByRole('button', { name: M.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${M.notBooked}${M.contactLimit}`);
    expect(alert).not.toHaveTextContent('English text');
    await vi.waitFor(() => expect(alert).toHaveFocus(), WAIT);
    expect(screen.getByLabelText(M.fullName)).toHaveValue('Ploy Member');
    expect(screen.getByRole('radio', { name: '14:00 Malee' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: M.confirm }));
    const done = await screen.findByTestId('booking-confirmation');
    expect(within(done).getByTestId('booking-number')).toHaveTextContent('HB7Q2K9ABC');
    const heading = within(done).getByRole('heading', { name: M.confirmedTitle });
    await vi.waitFor(() => expect(heading).toHaveFocus(), WAIT);
    expect(posts.map((post) => post.key)).toEqual([KEY, KEY]);
    expect(posts[1]!.body).toEqual({
      activityId: 12,
      slotId: 41,
      artistId: 7,
      answers: { skin_type: 'dry', first_visit: false },
      contact: { fullName: 'Ploy Member', email: 'ploy@example.com', phone: '+66 812345678' },
    });
  });

  it('says a time taken meanwhile, reads the times again and keeps the details', async () => {
    answers = [refusal(409, 'booking_slot_full')];
    const user = await renderMember();
    await user.click(screen.getByRole('radio', { name: `14:00 ${M.anyArtist}` }));
    await user.selectOptions(skin(), 'oily');
    await user.click(screen.getByRole('button', { name: M.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.slotTaken);
    await vi.waitFor(() => expect(alert).toHaveFocus(), WAIT);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(skin()).toHaveValue('oily');
    expect(posts[0]!.body).toMatchObject({ slotId: 40, artistId: null });
  });

  it('asks for a time when none was chosen', async () => {
    const user = await renderMember();
    await user.selectOptions(skin(), 'dry');
    await user.click(screen.getByRole('button', { name: M.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${M.notBooked}${M.timeRequired}`);
    expect(posts).toHaveLength(0);
  });

  it('says when there is no time left to book', async () => {
    render(await thaiPageForm({ slots: [] }));
    expect(screen.getByTestId('no-slots')).toHaveTextContent(M.noAvailableSlots);
    expect(screen.queryByRole('button', { name: M.confirm })).not.toBeInTheDocument();
  });
});
