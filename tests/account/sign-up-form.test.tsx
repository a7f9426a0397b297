// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_FORM_MESSAGES } from '@/components/account/messages';
import { SignUpForm } from '@/components/account/sign-up-form';
import {
  emptySignUp,
  latestBirthDate,
  signUpFormSchema,
  signUpIssues,
  type SignUpValues,
} from '@/components/account/sign-up-fields';
import { SIGN_UP_KEYS } from '@/components/account/messages';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/lib/api/react';
import { TranslationsProvider } from '@/lib/i18n/client';
import { pickMessages } from '@/lib/i18n/server';
import { returnToOr } from '@/lib/routing/return-to';
import type { CountryCode, Language } from '@/lib/site';
import th from '@/locales/th/auth.json';

const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() }),
  usePathname: () => '/sign_up',
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  replace.mockReset();
  document.cookie = 'jwt-data=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const USERS = `${window.location.origin}/api/web/v1/users`;
const ACCOUNT = `${window.location.origin}/api/web/v1/account`;
const USER = {
  id: 7,
  firstName: 'Nok',
  lastName: 'Saetang',
  email: 'nok@example.com',
  mobile: { callingCode: '66', phoneNumber: '812345678' },
  dateOfBirth: '1995-04-02',
  marketingConsent: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function renderForm(country: CountryCode, lang: Language, defaultLang: Language, callingCode: string) {
  const messages = await pickMessages(lang, SIGN_UP_FORM_MESSAGES);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country, lang })}>
        <TranslationsProvider lang={lang} resources={messages}>
          <SignUpForm country={country} lang={lang} defaultLang={defaultLang} callingCode={callingCode} />
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillValid(user: UserEvent, callingCode = '66', mobile = '081 234 5678') {
  const password = 'Str0ng!Pass';
  await user.type(screen.getByLabelText('First name'), 'Nok');
  await user.type(screen.getByLabelText('Last name'), 'Saetang');
  await user.type(screen.getByLabelText('Email address'), 'nok@example.com');
  await user.type(screen.getByLabelText(`Mobile number (+${callingCode})`), mobile);
  await user.type(screen.getByLabelText('Date of birth'), '1995-04-02');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  for (const name of [
    'I agree to the collection and use of my personal data.',
    'I agree to the disclosure of my personal data to third parties.',
    'I have read and accept the Terms and the Privacy Policy.',
    'I am over 14 years old.',
  ]) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
}

function rule(code: string) {
  return document.querySelector(`[data-code="${code}"]`);
}

describe('SignUpForm', () => {
  let bodies: unknown[];
  beforeEach(() => {
    bodies = [];
  });

  it('checks the password rules as the member types, with the coded messages', async () => {
    const user = await renderForm('th', 'en', 'th', '66');
    const list = screen.getByRole('list', { name: 'Your password must have:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '·at least 8 characters',
      '·at least 1 digit',
      '·at least 1 special character (such as @, $, #)',
      '·at least 1 lowercase and 1 uppercase letter',
      '·must not equal the email',
      '·passwords do not match',
    ]);
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(rule('AUTH_MS_PV_001')).toHaveAttribute('data-state', 'unmet');
    expect(rule('AUTH_MS_PV_002')).toHaveAttribute('data-state', 'unmet');
    expect(rule('AUTH_MS_PV_005')).toHaveAttribute('data-state', 'met');
    await user.type(screen.getByLabelText('Password'), 'DEF12!');
    for (const code of ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004']) {
      expect(rule(code)).toHaveAttribute('data-state', 'met');
    }
    expect(rule('AUTH_MS_PV_007')).toHaveAttribute('data-state', 'unmet');
    await user.type(screen.getByLabelText('Confirm password'), 'abcDEF12!');
    expect(rule('AUTH_MS_PV_007')).toHaveAttribute('data-state', 'met');
  });

  it('sends nothing until the fields and the four compulsory consents are given, and focuses the first gap', async () => {
    server.use(
      http.post(USERS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = await renderForm('sg', 'en', 'en', '65');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('checkbox', { name: 'I am over 14 years old.' })).toHaveAccessibleDescription(
      'Please accept this to create an account.',
    );
    expect(screen.getByRole('checkbox', { name: /Send me news/ })).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([]);
  });

  it('says in Thai what is wrong with a field, moves the focus to it and keeps everything typed', async () => {
    server.use(
      http.post(USERS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const user = await renderForm('th', 'th', 'th', '66');
    await user.type(screen.getByLabelText(th.signUp.firstName), 'Nok');
    await user.type(screen.getByLabelText(th.signUp.lastName), 'Saetang');
    await user.type(screen.getByLabelText(th.signUp.email), 'nok@example');
    await user.type(screen.getByLabelText('หมายเลขโทรศัพท์มือถือ (+66)'), '1234');
    await user.type(screen.getByLabelText(th.signUp.dateOfBirth), '1995-04-02');
    await user.type(screen.getByLabelText(th.signUp.password), 'Str0ng!Pass');
    await user.type(screen.getByLabelText(th.signUp.passwordConfirmation), 'Str0ng!Pass');
    for (const name of ['personalData', 'thirdPartyDisclosure', 'policy'] as const) {
      await user.click(screen.getByRole('checkbox', { name: th.signUp.consents[name] }));
    }
    await user.click(screen.getByRole('button', { name: th.signUp.submit }));

    const email = screen.getByLabelText(th.signUp.email);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(th.signUp.emailInvalid);
    expect(screen.getByLabelText('หมายเลขโทรศัพท์มือถือ (+66)')).toHaveAccessibleDescription(th.signUp.mobileInvalid);
    expect(screen.getByRole('checkbox', { name: th.signUp.consents.over14 })).toHaveAccessibleDescription(
      th.signUp.consentRequired,
    );
    expect(screen.getByLabelText(th.signUp.firstName)).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveValue('nok@example');
    expect(screen.getByLabelText(th.signUp.firstName)).toHaveValue('Nok');
    expect(screen.getByLabelText(th.signUp.password)).toHaveValue('Str0ng!Pass');
    expect(screen.getByRole('checkbox', { name: th.signUp.consents.policy })).toBeChecked();
    expect(bodies).toEqual([]);

    // Mended, the field's message goes as the member types.
    await user.clear(email);
    await user.type(email, 'nok@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('registers, signs in and goes back to a safe return_to, sending the mobile with the calling code', async () => {
    window.history.replaceState(null, '', '/sign_up?return_to=%2Fproducts%2Fglow');
    server.use(
      http.post(USERS, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { user: USER, accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 900 },
          { status: 201 },
        );
      }),
      http.get(ACCOUNT, () => HttpResponse.json({}, { status: 401 })),
    );
    const user = await renderForm('th', 'th', 'th', '66');
    // Thai labels: look the fields up by name instead.
    const form = document.querySelector('form')!;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    await user.type(field('firstName'), 'Nok');
    await user.type(field('lastName'), 'Saetang');
    await user.type(field('email'), 'nok@example.com');
    await user.type(field('mobile'), '0812345678');
    await user.type(field('dateOfBirth'), '1995-04-02');
    await user.type(field('password'), 'Str0ng!Pass');
    await user.type(field('passwordConfirmation'), 'Str0ng!Pass');
    for (const name of ['personalData', 'thirdPartyDisclosure', 'policy', 'over14']) {
      await user.click(field(`consents.${name}`));
    }
    expect(screen.getByText('อย่างน้อย 8 ตัวอักษร')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างบัญชี' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/products/glow'));
    expect(bodies).toEqual([
      {
        firstName: 'Nok',
        lastName: 'Saetang',
        email: 'nok@example.com',
        password: 'Str0ng!Pass',
        passwordConfirmation: 'Str0ng!Pass',
        mobileNumber: { callingCode: '66', phoneNumber: '812345678' },
        dateOfBirth: '1995-04-02',
        consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true, marketing: false },
      },
    ]);
  });

  it('shows the server codes with the same messages and keeps everything but the passwords', async () => {
    server.use(
      http.post(USERS, () =>
        HttpResponse.json(
          {
            error: {
              code: 'invalid_password',
              message: 'The password does not meet the rules',
              details: { codes: ['AUTH_MS_PV_005'] },
            },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await renderForm('th', 'en', 'th', '66');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your password does not meet the rules:');
    expect(alert).toHaveTextContent('must not equal the email');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('nok@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Nok');
    expect(screen.getByRole('checkbox', { name: 'I am over 14 years old.' })).toBeChecked();
    expect(replace).not.toHaveBeenCalled();
  });

  it('fills an empty e-mail field with the address handed over in the link, if it is one', async () => {
    window.history.replaceState(null, '', '/sign_up?return_to=%2Fwishlist&email=new.face%40example.test');
    await renderForm('sg', 'en', 'en', '65');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue('new.face@example.test'));
  });

  it('offers to sign in when the address is already registered', async () => {
    window.history.replaceState(null, '', '/sign_up?return_to=%2Fcart');
    server.use(
      http.post(USERS, () => HttpResponse.json({ error: { code: 'email_taken', message: 'Taken' } }, { status: 409 })),
    );
    const user = await renderForm('sg', 'en', 'en', '65');
    await fillValid(user, '65', '9123 4567');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email already exists.');
    expect(within(alert).getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/sign_in?return_to=%2Fcart',
    );
  });
});

describe('registration checks', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const valid = {
    ...emptySignUp(),
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.test',
    mobile: '91234567',
    password: 'Str0ng!Pass',
    passwordConfirmation: 'Str0ng!Pass',
    consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true, marketing: false },
  };

  const fieldErrors = (values: SignUpValues, country: CountryCode = 'sg') =>
    fieldKeys(
      signUpFormSchema(country, now).safeParse(values, { error: signUpIssues }).error?.issues ?? [],
      SIGN_UP_KEYS,
    );

  it('takes members from 14 years old', () => {
    expect(latestBirthDate(now)).toBe('2012-06-15');
    expect(fieldErrors({ ...valid, dateOfBirth: '2012-06-15' })).toEqual({});
    expect(fieldErrors({ ...valid, dateOfBirth: '2012-06-16' })).toEqual({
      dateOfBirth: 'signUp.underAge',
    });
  });

  it("checks the mobile number by the country's rules", () => {
    expect(fieldErrors({ ...valid, dateOfBirth: '1990-01-01', mobile: '1234' })).toEqual({
      mobile: 'signUp.mobileInvalid',
    });
  });
});

describe('after registering', () => {
  it('goes to a safe return_to, else to the dashboard, keeping a non-default language', () => {
    expect(returnToOr('?return_to=%2Fproducts%2Fglow', '/account', 'en', 'th')).toBe('/products/glow?language=en');
    expect(returnToOr('', '/account', 'th', 'th')).toBe('/account');
    expect(returnToOr('?return_to=https%3A%2F%2Fevil.example', '/account', 'th', 'th')).toBe('/account');
  });
});
