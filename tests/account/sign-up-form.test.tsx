// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_FORM_MESSAGES } from '@/components/account/messages';
import type { SignUpFormState } from '@/components/account/sign-up-actions';
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
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import { returnToOr } from '@/lib/routing/return-to';
import type { CountryCode, Language } from '@/lib/site';
import th from '@/locales/th/auth.json';
import zh from '@/locales/zh/auth.json';
import thErrors from '@/locales/th/errors.json';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() }),
  usePathname: () => '/sign_up',
}));

// No handler: the form itself must never call the API, its server action is the only write.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

type SignUpAction = (state: SignUpFormState, form: FormData) => Promise<SignUpFormState>;
const refuse: SignUpAction = async (state) => state;

async function renderForm(
  country: CountryCode,
  lang: Language,
  defaultLang: Language,
  callingCode: string,
  action: SignUpAction = refuse,
) {
  const messages = await pickMessages(lang, SIGN_UP_FORM_MESSAGES);
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country, lang })}>
        <TranslationsProvider lang={lang} resources={messages}>
          <SignUpForm country={country} lang={lang} defaultLang={defaultLang} callingCode={callingCode} action={action} />
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
    const action = vi.fn(refuse);
    const user = await renderForm('sg', 'en', 'en', '65', action);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('checkbox', { name: 'I am over 14 years old.' })).toHaveAccessibleDescription(
      'Please accept this to create an account.',
    );
    expect(screen.getByRole('checkbox', { name: /Send me news/ })).not.toHaveAttribute('aria-invalid');
    expect(action).not.toHaveBeenCalled();
  });

  it('says in Thai what is wrong with a field, moves the focus to it and keeps everything typed', async () => {
    const action = vi.fn(refuse);
    const user = await renderForm('th', 'th', 'th', '66', action);
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
    expect(action).not.toHaveBeenCalled();

    // Mended, the field's message goes as the member types.
    await user.clear(email);
    await user.type(email, 'nok@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('posts the checked form to its server action, then says in Thai to look for the mail', async () => {
    const posted: Array<Record<string, FormDataEntryValue>> = [];
    const action = vi.fn(async (state: SignUpFormState, form: FormData) => {
      posted.push(Object.fromEntries(form.entries()));
      return { sentTo: 'nok@example.com', search: '', round: (state.round ?? 0) + 1 };
    });
    const user = await renderForm('th', 'th', 'th', '66', action);
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
    await user.click(screen.getByRole('button', { name: th.signUp.submit }));

    const sent = await screen.findByTestId('sign-up-sent');
    expect(sent).toHaveAttribute('role', 'status');
    expect(sent).toHaveTextContent(th.signUp.sentTitle);
    expect(sent).toHaveTextContent(th.signUp.sentBody.replace('{{email}}', 'nok@example.com'));
    expect(sent).toHaveTextContent(th.signUp.sentHelp);
    await waitFor(() => expect(sent).toHaveFocus());
    expect(screen.queryByRole('button', { name: th.signUp.submit })).not.toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    expect(posted[0]).toMatchObject({
      firstName: 'Nok',
      lastName: 'Saetang',
      email: 'nok@example.com',
      mobile: '0812345678',
      dateOfBirth: '1995-04-02',
      password: 'Str0ng!Pass',
      passwordConfirmation: 'Str0ng!Pass',
      'consents.over14': 'on',
    });
    expect(posted[0]).not.toHaveProperty('consents.marketing');
  });

  it('in Chinese, "try again" brings the form back with what was typed; before JavaScript it is a link to the form', async () => {
    window.history.replaceState(null, '', '/sign_up?return_to=%2Fcart');
    const action = vi.fn(
      async (state: SignUpFormState): Promise<SignUpFormState> => ({
        sentTo: 'mei@example.test',
        search: '?return_to=%2Fcart&language=zh',
        round: (state.round ?? 0) + 1,
      }),
    );
    const user = await renderForm('hk', 'zh', 'en', '852', action);
    const form = document.querySelector('form')!;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    await user.type(field('firstName'), 'Mei');
    await user.type(field('lastName'), 'Chan');
    await user.type(field('email'), 'mei@example.test');
    await user.type(field('mobile'), '91234567');
    await user.type(field('dateOfBirth'), '1995-04-02');
    await user.type(field('password'), 'Str0ng!Pass');
    await user.type(field('passwordConfirmation'), 'Str0ng!Pass');
    for (const name of ['personalData', 'thirdPartyDisclosure', 'policy', 'over14']) {
      await user.click(field(`consents.${name}`));
    }
    await user.click(screen.getByRole('button', { name: zh.signUp.submit }));

    const sent = await screen.findByTestId('sign-up-sent');
    expect(sent).toHaveTextContent(zh.signUp.sentBody.replace('{{email}}', 'mei@example.test'));
    const again = within(sent).getByRole('link', { name: zh.signUp.tryAgain });
    expect(again).toHaveAttribute('href', '/sign_up?return_to=%2Fcart&language=zh');
    await user.click(again);
    expect(screen.queryByTestId('sign-up-sent')).not.toBeInTheDocument();
    expect(screen.getByLabelText(zh.signUp.firstName)).toHaveValue('Mei');
    expect(screen.getByLabelText(zh.signUp.email)).toHaveValue('mei@example.test');
  });

  it('shows the server codes with the same messages and keeps everything but the passwords', async () => {
    const action = vi.fn(
      async (state: SignUpFormState): Promise<SignUpFormState> => ({
        errorKey: 'signUp.passwordInvalid',
        codes: ['AUTH_MS_PV_005'],
        round: (state.round ?? 0) + 1,
      }),
    );
    const user = await renderForm('th', 'en', 'th', '66', action);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your password does not meet the rules:');
    expect(alert).toHaveTextContent('must not equal the email');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('nok@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Nok');
    expect(screen.getByRole('checkbox', { name: 'I am over 14 years old.' })).toBeChecked();
    expect(screen.queryByTestId('sign-up-sent')).not.toBeInTheDocument();
  });

  it('says too many attempts in Thai when the API holds the sign-ups back, keeping what was typed', async () => {
    const action = vi.fn(
      async (state: SignUpFormState): Promise<SignUpFormState> => ({
        errorKey: 'tooManyRequests',
        codes: [],
        round: (state.round ?? 0) + 1,
      }),
    );
    const user = await renderForm('th', 'th', 'th', '66', action);
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
    await user.click(screen.getByRole('button', { name: th.signUp.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(thErrors.tooManyRequests);
    expect(field('email')).toHaveValue('nok@example.com');
  });

  it('fills an empty e-mail field with the address handed over in the link, if it is one', async () => {
    window.history.replaceState(null, '', '/sign_up?return_to=%2Fwishlist&email=new.face%40example.test');
    await renderForm('sg', 'en', 'en', '65');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue('new.face@example.test'));
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
