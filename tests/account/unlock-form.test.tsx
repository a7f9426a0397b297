// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNLOCK_FORM_MESSAGES } from '@/components/account/messages';
import { requestUnlockWithForm } from '@/components/account/session-actions';
import { UnlockForm } from '@/components/account/unlock-form';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';

// The forms' only write is their server action, run here as it is: its API client is the
// browser's, which these tests answer.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('@/lib/api/server', () => import('./browser-action-api'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const API = `${window.location.origin}/api/web/v1`;

async function renderForm(lang: Language = 'en') {
  const messages = await pickMessages(lang, UNLOCK_FORM_MESSAGES);
  const country: CountryCode = lang === 'th' ? 'th' : 'sg';
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country, lang })}>
        <TranslationsProvider lang={lang} resources={messages}>
          <UnlockForm lang={lang} defaultLang={lang} action={requestUnlockWithForm.bind(null, country, lang)} />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('UnlockForm', () => {
  it('unlocks at once with the token of an emailed link', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/users/unlock`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ unlocked: true });
      }),
    );
    window.history.replaceState(null, '', '/users/unlock?token=abc123');
    await renderForm();
    expect(await screen.findByText('Your account is unlocked. You can sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in');
    expect(bodies).toEqual([{ token: 'abc123' }]);
  });

  it('explains an invalid link and offers to send a new one', async () => {
    server.use(
      http.post(`${API}/users/unlock`, () =>
        HttpResponse.json({ error: { code: 'invalid_unlock_token', message: 'Invalid' } }, { status: 400 }),
      ),
    );
    window.history.replaceState(null, '', '/users/unlock?token=used');
    await renderForm('th');
    expect(await screen.findByRole('alert')).toHaveTextContent('ลิงก์ปลดล็อกนี้ไม่ถูกต้องหรือถูกใช้ไปแล้ว');
    expect(screen.getByRole('button', { name: 'ส่งลิงก์ปลดล็อก' })).toBeInTheDocument();
  });

  it('validates the email, keeps it, and confirms without saying whether the account exists', async () => {
    let requested: unknown;
    server.use(
      http.post(`${API}/users/unlock/request`, async ({ request }) => {
        requested = await request.json();
        return HttpResponse.json({ message: 'Accepted' }, { status: 202 });
      }),
    );
    const user = await renderForm();
    await user.type(screen.getByLabelText('Email address'), 'mei@');
    await user.click(screen.getByRole('button', { name: 'Send unlock link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('mei@');
    expect(requested).toBeUndefined();

    await user.type(screen.getByLabelText('Email address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send unlock link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for mei@example.com, we've sent a link to unlock it.",
    );
    expect(requested).toEqual({ email: 'mei@example.com' });
    expect(screen.queryByRole('link', { name: /Test environment/ })).toBeNull();
  });

  it('shows no unlock link of its own, even if an answer carried a token: the link travels by mail only', async () => {
    server.use(
      http.post(`${API}/users/unlock/request`, () =>
        HttpResponse.json({ message: 'Accepted', unlockToken: 'tok en' }, { status: 202 }),
      ),
    );
    const user = await renderForm();
    await user.type(screen.getByLabelText('Email address'), 'gold@demo.halcyonbeauty.test');
    await user.click(screen.getByRole('button', { name: 'Send unlock link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('gold@demo.halcyonbeauty.test');
    expect(screen.queryByRole('link', { name: /unlock/i })).toBeNull();
    expect(document.body.innerHTML).not.toContain('tok');
  });
});
