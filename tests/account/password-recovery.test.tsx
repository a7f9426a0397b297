// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { FORGOT_PASSWORD_FORM_MESSAGES, RESET_PASSWORD_FORM_MESSAGES } from '@/components/account/messages';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { requestPasswordResetWithForm, resetPasswordWithForm } from '@/components/account/session-actions';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import th from '@/locales/th/auth.json';
import thErrors from '@/locales/th/errors.json';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() }),
  usePathname: () => '/password/reset',
}));

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

const FORGOT = `${window.location.origin}/api/web/v1/users/password/forgot`;
const RESET = `${window.location.origin}/api/web/v1/users/password/reset`;
const CHECK = `${window.location.origin}/api/web/v1/users/password/reset/check`;
/** The API's answer to whether the link works: yes, unless a test says otherwise. */
const linkWorks = () => http.post(CHECK, () => HttpResponse.json({ valid: true }));

async function renderWith(lang: Language, messages: Parameters<typeof pickMessages>[1], ui: ReactNode) {
  const resources = await pickMessages(lang, messages);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang })}>
        <TranslationsProvider lang={lang} resources={resources}>
          {ui}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ForgotPasswordForm', () => {
  it('asks for a valid address, then answers the same whatever the API knows', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(FORGOT, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'sent' }, { status: 202 });
      }),
    );
    const user = await renderWith(
      'en',
      FORGOT_PASSWORD_FORM_MESSAGES,
      <ForgotPasswordForm action={requestPasswordResetWithForm.bind(null, 'sg', 'en')} />,
    );
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(bodies).toEqual([]);
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'mei@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for mei@example.com, we've sent a link to reset its password.",
    );
    expect(bodies).toEqual([{ email: 'mei@example.com' }]);
  });
});

describe('ResetPasswordForm', () => {
  beforeEach(() => server.use(linkWorks()));

  it('says at once, in Thai, that a link without a token does not work, and offers a new one: no form to fill', async () => {
    window.history.replaceState(null, '', '/password/reset');
    await renderWith(
      'th',
      RESET_PASSWORD_FORM_MESSAGES,
      <ResetPasswordForm lang="th" defaultLang="th" action={resetPasswordWithForm.bind(null, 'th', 'th')} />,
    );
    const alert = await screen.findByTestId('reset-link-invalid');
    expect(alert).toHaveTextContent(thErrors.resetTokenExpired);
    expect(alert).toHaveTextContent(th.reset.linkHelp);
    expect(within(alert).getByRole('link', { name: th.reset.requestNew })).toHaveAttribute('href', '/password/forgot');
    expect(screen.queryByLabelText(th.reset.password)).toBeNull();
  });

  it('asks the API whether a made-up or used link works before the shopper types, and says it does not', async () => {
    window.history.replaceState(null, '', '/password/reset?token=made-up');
    const asked: unknown[] = [];
    server.use(
      http.post(CHECK, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(
          { error: { code: 'reset_token_expired', message: 'Reset token expired; request a new link' } },
          { status: 400 },
        );
      }),
    );
    await renderWith(
      'en',
      RESET_PASSWORD_FORM_MESSAGES,
      <ResetPasswordForm lang="en" defaultLang="en" action={resetPasswordWithForm.bind(null, 'sg', 'en')} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset token expired; request a new link.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password/forgot');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(asked).toEqual([{ token: 'made-up' }]);
  });

  it('keeps the form when the check itself fails (the API is unreachable): the submit says what happened', async () => {
    window.history.replaceState(null, '', '/password/reset?token=t');
    server.use(http.post(CHECK, () => HttpResponse.error()));
    await renderWith(
      'en',
      RESET_PASSWORD_FORM_MESSAGES,
      <ResetPasswordForm lang="en" defaultLang="en" action={resetPasswordWithForm.bind(null, 'sg', 'en')} />,
    );
    // The form says what the check decided once it has an answer.
    await waitFor(() => expect(document.querySelector('form')).toHaveAttribute('data-link', 'valid'));
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByTestId('reset-link-invalid')).toBeNull();
  });

  it('takes the token from the link, drops it from the address bar, and sends it with the new password', async () => {
    window.history.replaceState(null, '', '/password/reset?token=secret-token&language=th');
    const bodies: unknown[] = [];
    server.use(
      http.post(RESET, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ reset: true });
      }),
    );
    const user = await renderWith(
      'en',
      RESET_PASSWORD_FORM_MESSAGES,
      <ResetPasswordForm lang="en" defaultLang="en" action={resetPasswordWithForm.bind(null, 'sg', 'en')} />,
    );
    await waitFor(() => expect(window.location.search).toBe('?language=th'));
    await user.type(screen.getByLabelText('New password'), 'N3w!Password');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w!Password');
    const rules = screen.getByRole('list', { name: 'Your password must have:' });
    expect(
      within(rules).getByText('must not equal the email or the previous 2 passwords').closest('li'),
    ).toHaveAttribute('data-state', 'pending');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in');
    expect(bodies).toEqual([{ token: 'secret-token', password: 'N3w!Password', passwordConfirmation: 'N3w!Password' }]);
  });

  it('marks rule 006 when the server reports it, and offers a new link for an expired one', async () => {
    window.history.replaceState(null, '', '/password/reset?token=t');
    let answer: 'reused' | 'expired' = 'reused';
    server.use(
      http.post(RESET, () =>
        answer === 'reused'
          ? HttpResponse.json(
              { error: { code: 'invalid_password', message: 'rules', details: { codes: ['AUTH_MS_PV_006'] } } },
              { status: 422 },
            )
          : HttpResponse.json(
              { error: { code: 'reset_token_expired', message: 'Reset token expired; request a new link' } },
              { status: 400 },
            ),
      ),
    );
    const user = await renderWith(
      'en',
      RESET_PASSWORD_FORM_MESSAGES,
      <ResetPasswordForm lang="en" defaultLang="en" action={resetPasswordWithForm.bind(null, 'sg', 'en')} />,
    );
    await user.type(screen.getByLabelText('New password'), 'Old!Pass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Old!Pass1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your new password does not meet the rules below.');
    expect(document.querySelector('[data-code="AUTH_MS_PV_006"]')).toHaveAttribute('data-state', 'unmet');

    answer = 'expired';
    await user.type(screen.getByLabelText('New password'), 'x');
    await user.type(screen.getByLabelText('Confirm new password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Reset token expired; request a new link.'),
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password/forgot');
  });

  it('keeps a weak password in the field, in Thai, and sends nothing: the field takes the focus and the rules say why', async () => {
    window.history.replaceState(null, '', '/password/reset?token=t');
    const bodies: unknown[] = [];
    server.use(
      http.post(RESET, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ reset: true });
      }),
    );
    const user = await renderWith(
      'th',
      RESET_PASSWORD_FORM_MESSAGES,
      <ResetPasswordForm lang="th" defaultLang="th" action={resetPasswordWithForm.bind(null, 'th', 'th')} />,
    );
    const password = screen.getByLabelText(th.reset.password);
    const confirmation = screen.getByLabelText(th.reset.passwordConfirmation);
    await user.type(password, 'abc');
    await user.type(confirmation, 'abd');
    await user.click(screen.getByRole('button', { name: th.reset.submit }));
    await waitFor(() => expect(password).toHaveFocus());
    const rules = screen.getByRole('list', { name: th.signUp.rulesHeading });
    for (const code of ['AUTH_MS_PV_001', 'AUTH_MS_PV_007'] as const) {
      expect(within(rules).getByText(th.passwordRules[code]).closest('li')).toHaveAttribute('data-state', 'unmet');
    }
    expect(password).toHaveValue('abc');
    expect(confirmation).toHaveValue('abd');
    expect(bodies).toEqual([]);
  });
});
