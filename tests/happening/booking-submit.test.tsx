// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFormState } from '@/components/happening/booking-actions';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import en from '@/locales/en/happening.json';
import th from '@/locales/th/happening.json';
import { renderThaiFlow, SLOT } from './thai-booking';

// The server action, the booking's only write: what it was posted and what it answers.
const bookWithForm = vi.hoisted(() =>
  vi.fn<
    (
      country: string,
      lang: string,
      activityId: number,
      previous: BookingFormState,
      form: FormData,
    ) => Promise<BookingFormState>
  >(),
);
vi.mock('@/components/happening/booking-actions', () => ({ bookWithForm }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;
const M = th.booking;

const QUESTIONS = [
  { id: 'first_visit', label: 'มาครั้งแรก', type: 'boolean', required: true, maxLength: null, options: [] },
  { id: 'allergies', label: 'อาการแพ้', type: 'text', required: false, maxLength: 50, options: [] },
];

let slotReads = 0;
beforeEach(() => {
  bookWithForm.mockReset();
  slotReads = 0;
  server.use(
    http.get(`${API}/booking-service/available-slots/12`, () => {
      slotReads += 1;
      return HttpResponse.json({ data: [{ date: '2026-12-01', slots: [SLOT] }] });
    }),
    http.get(`${API}/booking-service/questions/12`, () =>
      HttpResponse.json({ data: { activityId: 12, questions: QUESTIONS } }),
    ),
  );
});

/** From the first time to the contact step, the questions answered. */
async function toContact({ user, next }: Awaited<ReturnType<typeof renderThaiFlow>>) {
  await user.click((await screen.findAllByTestId('slot-time'))[0]!);
  await next();
  await user.click(await screen.findByRole('radio', { name: M.no }));
  await user.type(screen.getByLabelText('อาการแพ้'), 'dust');
  await next();
  await screen.findByRole('heading', { name: M.steps.contact });
}

describe('the booking form, in Thai', () => {
  it('posts what the steps hold to its action from the review, and says its refusal on the alert', async () => {
    bookWithForm.mockResolvedValue({ refused: { reasonKey: 'booking.contactLimit' } });
    const flow = await renderThaiFlow();
    await toContact(flow);
    await flow.user.type(screen.getByLabelText(M.fullName), 'Ploy');
    await flow.user.type(screen.getByRole('textbox', { name: M.email }), 'ploy@example.com');
    await flow.next();
    await screen.findByRole('heading', { name: M.steps.review });
    await flow.user.click(screen.getByRole('button', { name: M.confirm }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${M.notCompleted} (${M.contactLimit})`);
    expect(alert).not.toHaveTextContent(en.booking.contactLimit);
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(bookWithForm).toHaveBeenCalledTimes(1);
    const [country, lang, activityId, , posted] = bookWithForm.mock.calls[0]!;
    expect([country, lang, activityId]).toEqual(['th', 'th', 12]);
    const { key, [SCRIPTED_FIELD]: scripted, ...fields } = Object.fromEntries(posted.entries());
    expect(fields).toEqual({
      slotId: '40',
      artistId: '',
      fullName: 'Ploy',
      email: 'ploy@example.com',
      phone: '',
      'answers.first_visit': 'false',
      'answers.allergies': 'dust',
    });
    expect(scripted).toBe('1');
    expect(key).toMatch(/\S{16,}/);
    // Still on review, every detail kept for another try.
    expect(screen.getByRole('heading', { name: M.steps.review })).toBeInTheDocument();
  });

  it('refuses a wrong address in the browser with the form’s message, posting nothing', async () => {
    const flow = await renderThaiFlow();
    await toContact(flow);
    await flow.user.type(screen.getByLabelText(M.fullName), 'Ploy');
    await flow.user.type(screen.getByRole('textbox', { name: M.email }), 'not-an-email');
    await flow.next();
    const email = screen.getByRole('textbox', { name: M.email });
    expect(email).toHaveAccessibleDescription(M.invalidEmail);
    expect(email).toHaveFocus();
    expect(bookWithForm).not.toHaveBeenCalled();
  });

  it('goes back to the times when the time was taken meanwhile, the answer keeping the focus', async () => {
    bookWithForm.mockResolvedValue({ slotTaken: true });
    const flow = await renderThaiFlow();
    await toContact(flow);
    await flow.user.type(screen.getByLabelText(M.fullName), 'Ploy');
    await flow.user.type(screen.getByRole('textbox', { name: M.email }), 'ploy@example.com{Enter}');
    await screen.findByRole('heading', { name: M.steps.review });
    const reads = slotReads;
    await flow.user.click(screen.getByRole('button', { name: M.confirm }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.slotTaken);
    // The answer takes the focus once drawn, and keeps it while the times are read again.
    await vi.waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('heading', { name: M.steps.slot })).toBeInTheDocument();
    await vi.waitFor(() => expect(slotReads).toBeGreaterThan(reads));
    expect(alert).toHaveFocus();
  });
});
