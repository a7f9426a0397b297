// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import th from '@/locales/th/happening.json';
import { SLOT, thaiFlow } from './thai-booking';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;
const M = th.booking;

describe('the booking flow before its script runs', () => {
  it('leads on to the booking on one page from the button’s place, which the button takes as it hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(await thaiFlow());
    document.body.append(container);
    const next = screen.getByRole('link', { name: M.next });
    expect(next).toHaveAttribute('href', '/happening/services/12?book=1');
    expect(screen.queryByRole('button', { name: M.next })).not.toBeInTheDocument();

    const errors = vi.spyOn(console, 'error');
    server.use(
      http.get(`${API}/booking-service/available-slots/12`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/booking-service/questions/12`, () =>
        HttpResponse.json({ data: { activityId: 12, questions: [] } }),
      ),
    );
    render(await thaiFlow(), { container, hydrate: true });
    expect(await screen.findByRole('button', { name: M.next })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: M.next })).not.toBeInTheDocument();
    // Drawn as the server drew it: no mismatch to mend.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('is the stepper’s own button once the script runs', async () => {
    server.use(
      http.get(`${API}/booking-service/available-slots/12`, () =>
        HttpResponse.json({ data: [{ date: '2026-12-01', slots: [SLOT] }] }),
      ),
      http.get(`${API}/booking-service/questions/12`, () =>
        HttpResponse.json({ data: { activityId: 12, questions: [] } }),
      ),
    );
    render(await thaiFlow());
    expect(screen.getByRole('button', { name: M.next })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: M.next })).not.toBeInTheDocument();
    expect(await screen.findAllByTestId('slot-time')).toHaveLength(1);
  });
});
