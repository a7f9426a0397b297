// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '@/lib/api/happening';
import th from '@/locales/th/happening.json';
import { renderThaiFlow, SLOT } from './thai-booking';

// The booking's server action runs for real, with the browser's API client (answered by MSW).
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;
const M = th.booking;

const QUESTIONS = [
  {
    id: 'skin_type',
    label: 'สภาพผิว',
    type: 'select',
    required: true,
    maxLength: null,
    options: ['dry', 'oily'],
  },
  { id: 'allergies', label: 'อาการแพ้', type: 'text', required: false, maxLength: 5, options: [] },
];
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
  slot: { id: 40, startsAt: SLOT.startsAt, endsAt: SLOT.endsAt },
  artist: null,
  price: { amount: 1200, currency: 'THB' },
  currencySymbol: '฿',
  contact: { fullName: 'Ploy', email: 'ploy@example.com', phone: null },
  answers: { skin_type: 'dry', allergies: 'dust' },
  member: false,
  manageToken: 'signed-token',
  createdAt: '2026-11-20T03:00:00.000Z',
};

describe('BookingFlow in Thai', () => {
  it('shows a wrong field’s message, focuses it, keeps what was typed, and books a retry once', async () => {
    const posts: Array<{ body: unknown; key: string | null }> = [];
    server.use(
      http.get(`${API}/booking-service/available-slots/12`, () =>
        HttpResponse.json({ data: [{ date: '2026-12-01', slots: [SLOT] }] }),
      ),
      http.get(`${API}/booking-service/questions/12`, () =>
        HttpResponse.json({ data: { activityId: 12, questions: QUESTIONS } }),
      ),
      http.post(`${API}/reservation-service/create`, async ({ request }) => {
        posts.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return posts.length === 1
          ? HttpResponse.json(
              {
                error: {
                  code: 'booking_invalid_answer',
                  message: 'Required field',
                  details: { field: 'skin_type', reason: 'required' },
                },
              },
              { status: 422 },
            )
          : HttpResponse.json({ data: BOOKING }, { status: 201 });
      }),
    );
    const { user, next } = await renderThaiFlow();

    await user.click((await screen.findAllByTestId('slot-time'))[0]!);
    await next();
    expect(await screen.findByRole('heading', { name: M.steps.questions })).toHaveFocus();

    // An unanswered required question and an answer over its limit.
    await user.type(screen.getByLabelText('อาการแพ้'), 'pollen');
    await next();
    // The select's label holds its message too: its name starts with the question.
    const skin = screen.getByRole('combobox', { name: /^สภาพผิว \*/ });
    expect(skin).toHaveAccessibleDescription(M.requiredField);
    expect(skin).toHaveAttribute('aria-invalid', 'true');
    expect(skin).toHaveFocus();
    expect(screen.getByLabelText('อาการแพ้')).toHaveAccessibleDescription(M.characterLimit);
    expect(screen.getByLabelText('อาการแพ้')).toHaveValue('pollen');
    expect(screen.getByRole('heading', { name: M.steps.questions })).toBeInTheDocument();

    // The messages follow what is fixed.
    await user.selectOptions(skin, 'dry');
    expect(skin).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('อาการแพ้'));
    await user.type(screen.getByLabelText('อาการแพ้'), 'dust');
    expect(screen.getByLabelText('อาการแพ้')).not.toHaveAccessibleDescription();
    await next();
    expect(await screen.findByRole('heading', { name: M.steps.contact })).toHaveFocus();
    // A new step shows no message before it is tried.
    expect(screen.queryByText(M.fullNameRequired)).not.toBeInTheDocument();

    // Enter in a field tries the step as Next does.
    await user.type(screen.getByLabelText(M.fullName), 'Ploy');
    await user.type(screen.getByRole('textbox', { name: M.email }), 'not-an-email{Enter}');
    const email = screen.getByRole('textbox', { name: M.email });
    expect(email).toHaveAccessibleDescription(M.invalidEmail);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('not-an-email');
    expect(screen.getByLabelText(M.fullName)).not.toHaveAccessibleDescription();
    expect(screen.getByRole('heading', { name: M.steps.contact })).toBeInTheDocument();

    // Back and forth keeps every answer and detail.
    await user.click(screen.getByRole('button', { name: M.back }));
    expect(await screen.findByRole('heading', { name: M.steps.questions })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^สภาพผิว \*/ })).toHaveValue('dry');
    expect(screen.getByLabelText('อาการแพ้')).toHaveValue('dust');
    await next();
    expect(await screen.findByRole('heading', { name: M.steps.contact })).toBeInTheDocument();
    expect(screen.getByLabelText(M.fullName)).toHaveValue('Ploy');
    expect(screen.getByRole('textbox', { name: M.email })).toHaveValue('not-an-email');

    await user.clear(screen.getByRole('textbox', { name: M.email }));
    await user.type(screen.getByRole('textbox', { name: M.email }), 'ploy@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: M.steps.review })).toHaveFocus();
    expect(screen.getByText(/Ploy · ploy@example.com/)).toBeInTheDocument();

    // Refused once, then retried: the same attempt, so the API books it once.
    await user.click(screen.getByRole('button', { name: M.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${M.notCompleted} (${M.requiredField})`);
    await user.click(screen.getByRole('button', { name: M.confirm }));
    expect(await screen.findByTestId('booking-confirmation')).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[0]!.key).toBeTruthy();
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(posts[0]!.body).toEqual({
      activityId: 12,
      slotId: 40,
      artistId: null,
      answers: { skin_type: 'dry', allergies: 'dust' },
      contact: { fullName: 'Ploy', email: 'ploy@example.com', phone: null },
    });
    expect(posts[1]!.body).toEqual(posts[0]!.body);
  });

  it('keeps the slot step’s shape while the times load, and says they are loading', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${API}/booking-service/available-slots/12`, async () => {
        await released;
        return HttpResponse.json({ data: [{ date: '2026-12-01', slots: [SLOT] }] });
      }),
      http.get(`${API}/booking-service/questions/12`, () =>
        HttpResponse.json({ data: { activityId: 12, questions: [] } }),
      ),
    );
    const { container } = await renderThaiFlow();
    /** What the step lays out above its buttons: the legends and the note, in order. */
    const shape = () =>
      [...container.querySelectorAll('form > fieldset > legend, form > p:not([role])')].map((node) => node.textContent);
    const storeTime = M.storeTime.replace('{{zone}}', 'Asia/Bangkok');

    expect(screen.getByRole('status')).toHaveTextContent(M.loading);
    expect(shape()).toEqual([M.chooseDate, M.chooseTime, storeTime]);
    // The placeholders are not controls: nothing to press or hear until the times are known.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('slot-time')).toHaveLength(0);

    release();
    expect(await screen.findAllByTestId('slot-time')).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shape()).toEqual([M.chooseDate, M.chooseTime, storeTime]);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      M.chooseDate,
      M.chooseTime,
    ]);
  });
});
