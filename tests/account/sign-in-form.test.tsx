// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FORM_MESSAGES } from '@/components/account/messages';
import { signInWithForm } from '@/components/account/session-actions';
import { SignInForm, signInTarget } from '@/components/account/sign-in-form';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';
import th from '@/locales/th/auth.json';

const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() }),
  usePathname: () => '/sign_in',
  redirect: vi.fn(),
}));
// The form's only write is its server action, run here as it is: its API client is the browser's,
// which these tests answer, and the cookies it would set are left out.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('@/lib/api/server', () => import('./browser-action-api'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  replace.mockReset();
  document.cookie = 'jwt-data=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const SESSIONS = `${window.location.origin}/api/web/v1/sessions`;
const USER = {
  id: 1,
  firstName: 'Mei',
  lastName: 'Chan',
  email: 'mei@example.com',
  mobile: null,
  dateOfBirth: null,
  marketingConsent: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function renderForm(country: CountryCode, lang: Language, defaultLang: Language) {
  const messages = await pickMessages(lang, SIGN_IN_FORM_MESSAGES);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country, lang })}>
        <TranslationsProvider lang={lang} resources={messages}>
          <SignInForm lang={lang} defaultLang={defaultLang} action={signInWithForm.bind(null, country, lang)} />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('SignInForm', () => {
  let bodies: unknown[];
  beforeEach(() => {
    bodies = [];
  });

  it('validates before sending, links the messages to the fields and focuses the first', async () => {
    server.use(
      http.post(SESSIONS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = await renderForm('sg', 'en', 'en');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');

    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(bodies).toHaveLength(0);
  });

  it('says the address is not one, in Thai, and keeps what was typed', async () => {
    server.use(
      http.post(SESSIONS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = await renderForm('th', 'th', 'th');
    const email = screen.getByLabelText('อีเมล');
    await user.type(email, 'mei@example');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(email).toHaveAccessibleDescription(th.signIn.emailInvalid);
    expect(email).toHaveFocus();
    expect(email).toHaveValue('mei@example');
    expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('Secret-123');
    expect(screen.getByLabelText('รหัสผ่าน')).not.toHaveAttribute('aria-invalid');
    expect(bodies).toHaveLength(0);
  });

  it('keeps the typed input and shows the translated message when sign-in fails (zh)', async () => {
    server.use(
      http.post(SESSIONS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { error: { code: 'unauthorized', message: 'Authentication failed.' } },
          { status: 401 },
        );
      }),
    );
    const user = await renderForm('hk', 'zh', 'en');
    await user.type(screen.getByLabelText('電郵地址'), 'mei@example.com');
    await user.type(screen.getByLabelText('密碼'), 'Wrong-pass1');
    await user.click(screen.getByRole('button', { name: '登入' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('身份驗證失敗。');
    expect(alert).not.toHaveTextContent('Authentication failed.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('電郵地址')).toHaveValue('mei@example.com');
    expect(screen.getByLabelText('密碼')).toHaveValue('Wrong-pass1');
    expect(bodies).toEqual([{ email: 'mei@example.com', password: 'Wrong-pass1' }]);
    expect(replace).not.toHaveBeenCalled();
  });

  it('explains a blocked sign-in with the reference id and a contact-us link (th)', async () => {
    server.use(
      http.post(SESSIONS, () =>
        HttpResponse.json(
          {
            error: {
              code: 'sign_in_blocked',
              message: 'This sign-in attempt was blocked.',
              details: { referenceId: 'REF-9' },
            },
          },
          { status: 423 },
        ),
      ),
    );
    const user = await renderForm('th', 'th', 'th');
    await user.type(screen.getByLabelText('อีเมล'), 'mei@example.com');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('การเข้าสู่ระบบครั้งนี้ถูกบล็อก');
    expect(alert).toHaveTextContent('REF-9');
    expect(screen.getByRole('link', { name: 'ติดต่อเรา' })).toHaveAttribute('href', '/pages/contact-us');
  });

  it('goes to a safe return_to after signing in, keeping a non-default language', async () => {
    window.history.replaceState(null, '', '/sign_in?return_to=%2Faccount%3Ftab%3Dpoints&language=zh');
    server.use(
      http.post(SESSIONS, () =>
        HttpResponse.json({ user: USER, accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 900 }),
      ),
      http.get(`${window.location.origin}/api/web/v1/account`, () => HttpResponse.json({}, { status: 401 })),
    );
    const user = await renderForm('hk', 'zh', 'en');
    await user.type(screen.getByLabelText('電郵地址'), ' mei@example.com ');
    await user.type(screen.getByLabelText('密碼'), 'Secret-123');
    await user.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/account?tab=points&language=zh'));
  });
});

describe('signInTarget', () => {
  it.each([
    ['?return_to=%2Forders%2F12', 'en', 'en', '/orders/12'],
    ['?return_to=%2F%2Fevil.example%2Fx', 'en', 'en', '/'],
    ['?return_to=https%3A%2F%2Fevil.example', 'th', 'th', '/'],
    ['?return_to=javascript%3Aalert(1)', 'id', 'id', '/'],
    ['', 'zh', 'en', '/?language=zh'],
    ['?return_to=%2Fcart%3Flanguage%3Den', 'en', 'th', '/cart?language=en'],
    ['?return_to=%2Fcart%3Flanguage%3Dth', 'th', 'th', '/cart'],
  ] as const)('%s (%s, default %s) → %s', (search, lang, defaultLang, expected) => {
    expect(signInTarget(search, lang, defaultLang)).toBe(expected);
  });
});
