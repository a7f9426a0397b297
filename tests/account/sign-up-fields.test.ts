import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brokenRules } from '@/components/account/password-fields';
import { confirmSignUpWithForm, registerWithForm } from '@/components/account/sign-up-actions';
import { emptySignUp, signUpFormSchema, signUpIssues, type SignUpValues } from '@/components/account/sign-up-fields';
import { SIGN_UP_KEYS } from '@/components/account/messages';
import { registerBodySchema } from '@/contract/auth';
import type { ApiClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { createActionApiClient, persistSession } from '@/lib/api/server';
import { confirmRegistration, register } from '@/lib/api/sessions';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';

const incoming = { referer: '' };
vi.mock('next/headers', () => ({
  headers: async () => new Headers(incoming.referer ? { referer: incoming.referer } : {}),
}));
vi.mock('next/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn(), persistSession: vi.fn() }));
vi.mock('@/lib/api/sessions', () => ({ register: vi.fn(), confirmRegistration: vi.fn() }));

const CLIENT = { country: 'th' } as unknown as ApiClient;
beforeEach(() => {
  incoming.referer = '';
  vi.mocked(createActionApiClient).mockReset().mockResolvedValue(CLIENT);
  vi.mocked(register).mockReset();
  vi.mocked(confirmRegistration).mockReset();
  vi.mocked(persistSession).mockReset();
});

const now = new Date('2026-06-15T00:00:00Z');
const PASSWORD = 'Str0ng!Pass';
const VALID: SignUpValues = {
  ...emptySignUp(),
  firstName: 'Nok',
  lastName: 'Saetang',
  email: 'nok@example.test',
  mobile: '081 234 5678',
  dateOfBirth: '1995-04-02',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true, marketing: false },
};
const BODY = {
  firstName: 'Nok',
  lastName: 'Saetang',
  email: 'nok@example.test',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  mobileNumber: { callingCode: '66', phoneNumber: '812345678' },
  dateOfBirth: '1995-04-02',
  consents: VALID.consents,
};
const TOO_LONG_EMAIL = `${'a'.repeat(250)}@example.test`;
const TOO_LONG_PASSWORD = `Aa1!${'x'.repeat(253)}`;

const check = (values: SignUpValues) => signUpFormSchema('th', now).safeParse(values, { error: signUpIssues });
const keys = (values: SignUpValues) => fieldKeys(check(values).error?.issues ?? [], SIGN_UP_KEYS);

function form(values: Partial<SignUpValues>): FormData {
  const data = new FormData();
  const { consents, ...fields } = { ...VALID, ...values };
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  for (const [name, given] of Object.entries(consents)) if (given) data.set(`consents.${name}`, 'on');
  return data;
}

describe('one schema for registration', () => {
  it('gives the body the API takes', () => {
    expect(registerBodySchema.safeParse(BODY).success).toBe(true);
    expect(check({ ...VALID, email: ' nok@example.test ', firstName: ' Nok ' }).data).toEqual(BODY);
  });

  it('refuses what the API refuses, each field with the form’s message', () => {
    const pairs: Array<[Partial<SignUpValues>, Record<string, unknown>, Record<string, string>]> = [
      [{ firstName: '  ' }, { firstName: '  ' }, { firstName: 'signUp.required' }],
      [{ email: TOO_LONG_EMAIL }, { email: TOO_LONG_EMAIL }, { email: 'signUp.emailInvalid' }],
      [{ email: 'nok@example' }, { email: 'nok@example' }, { email: 'signUp.emailInvalid' }],
      [
        { mobile: '1234' },
        { mobileNumber: { callingCode: '66', phoneNumber: '1234' } },
        { mobile: 'signUp.mobileInvalid' },
      ],
      [{ dateOfBirth: '02/04/1995' }, { dateOfBirth: '02/04/1995' }, { dateOfBirth: 'signUp.dateInvalid' }],
    ];
    for (const [values, body, expected] of pairs) {
      expect(registerBodySchema.safeParse({ ...BODY, ...body }).success, JSON.stringify(body).slice(0, 40)).toBe(false);
      expect(keys({ ...VALID, ...values })).toEqual(expected);
    }

    const long = check({ ...VALID, password: TOO_LONG_PASSWORD, passwordConfirmation: TOO_LONG_PASSWORD });
    expect(
      registerBodySchema.safeParse({ ...BODY, password: TOO_LONG_PASSWORD, passwordConfirmation: TOO_LONG_PASSWORD })
        .success,
    ).toBe(false);
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((issue) => issue.message)).toContain('signUp.passwordInvalid');
  });

  it('adds what the API answers with a refusal of its own: age, consents, mobile and password rules', () => {
    expect(keys({ ...VALID, dateOfBirth: '2012-06-16' })).toEqual({ dateOfBirth: 'signUp.underAge' });
    expect(keys({ ...VALID, dateOfBirth: '1995-13-45' })).toEqual({ dateOfBirth: 'signUp.dateInvalid' });
    // The shape of a date but no day of the calendar, which the API answers `invalid_date`.
    expect(keys({ ...VALID, dateOfBirth: '1995-02-30' })).toEqual({ dateOfBirth: 'signUp.dateInvalid' });
    expect(keys({ ...VALID, consents: { ...VALID.consents, policy: false, over14: false } })).toEqual({
      'consents.policy': 'signUp.consentRequired',
      'consents.over14': 'signUp.consentRequired',
    });
    // Every rule at once, with the other fields' messages.
    const weak = check({ ...VALID, firstName: '', password: 'nok@example.test', passwordConfirmation: 'x' });
    expect(fieldKeys(weak.error?.issues ?? [], SIGN_UP_KEYS)).toEqual({ firstName: 'signUp.required' });
    expect(brokenRules(weak.error?.issues ?? [])).toEqual([
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_005',
      'AUTH_MS_PV_007',
    ]);
  });

  it('checks a form posted without JavaScript with the same schema, before asking the API', async () => {
    expect(
      await registerWithForm(
        'th',
        'th',
        {},
        form({
          email: 'nok@example',
          mobile: '1234',
          password: 'abc',
          passwordConfirmation: 'abc',
          consents: { ...VALID.consents, over14: false },
        }),
      ),
    ).toEqual({
      fieldErrors: {
        email: 'signUp.emailInvalid',
        mobile: 'signUp.mobileInvalid',
        'consents.over14': 'signUp.consentRequired',
      },
      codes: ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004'],
      errorKey: 'signUp.passwordInvalid',
      values: {
        firstName: 'Nok',
        lastName: 'Saetang',
        email: 'nok@example',
        mobile: '1234',
        dateOfBirth: '1995-04-02',
        consents: { ...VALID.consents, over14: false },
      },
      round: 1,
    });
    expect(await registerWithForm('sg', 'en', {}, form({ mobile: '081 234 5678' }))).toMatchObject({
      fieldErrors: { mobile: 'signUp.mobileInvalid' },
      codes: [],
    });
    expect(createActionApiClient).not.toHaveBeenCalled();
  });

  it('gives the form a consent’s message where its field is, inside the consents', () => {
    expect(
      postedErrors<SignUpValues>({ email: 'signUp.emailInvalid', 'consents.over14': 'signUp.consentRequired' }),
    ).toEqual({
      email: { type: 'server', message: 'signUp.emailInvalid' },
      consents: { over14: { type: 'server', message: 'signUp.consentRequired' } },
    });
  });
});

const httpError = (status: number, code: string, details?: Record<string, unknown>) =>
  new ApiError({ kind: 'http', status, code, message: code, ...(details ? { details } : {}) });

describe('the sign-up action', () => {
  it('sends the checked body through the shopper’s own API client and answers "check your email"', async () => {
    incoming.referer = 'http://localhost/sign_up?return_to=%2Fcart&language=en';
    vi.mocked(register).mockResolvedValue({ message: 'Check your email' });
    expect(await registerWithForm('th', 'th', { round: 2 }, form({ email: ' nok@example.test ' }))).toEqual({
      sentTo: 'nok@example.test',
      search: '?return_to=%2Fcart&language=en',
      round: 3,
    });
    expect(createActionApiClient).toHaveBeenCalledWith('th', 'th');
    // The page the shopper came from rides in the mailed link.
    expect(register).toHaveBeenCalledWith(CLIENT, { ...BODY, returnTo: '/cart' });
    // Nobody is signed in before the mailed link is used.
    expect(persistSession).not.toHaveBeenCalled();
  });

  it('puts no return_to in the mailed link that leaves the storefront, or when there is none', async () => {
    vi.mocked(register).mockResolvedValue({ message: 'Check your email' });
    for (const referer of ['http://localhost/sign_up?return_to=%2F%2Fevil.test%2Fx', 'http://localhost/sign_up']) {
      incoming.referer = referer;
      vi.mocked(register).mockClear();
      await registerWithForm('th', 'th', { round: 0 }, form({}));
      expect(register).toHaveBeenCalledWith(CLIENT, BODY);
    }
  });

  it('keeps what was typed, but the passwords, with the API’s refusal', async () => {
    vi.mocked(register).mockRejectedValueOnce(httpError(429, 'too_many_requests'));
    const values = {
      firstName: 'Nok',
      lastName: 'Saetang',
      email: 'nok@example.test',
      mobile: '081 234 5678',
      dateOfBirth: '1995-04-02',
      consents: VALID.consents,
    };
    expect(await registerWithForm('th', 'th', {}, form({}))).toEqual({
      errorKey: 'tooManyRequests',
      codes: [],
      values,
      round: 1,
    });
    vi.mocked(register).mockRejectedValueOnce(
      httpError(422, 'invalid_password', { codes: ['AUTH_MS_PV_005'] }),
    );
    expect(await registerWithForm('th', 'th', {}, form({}))).toMatchObject({
      errorKey: 'signUp.passwordInvalid',
      codes: ['AUTH_MS_PV_005'],
      values,
    });
  });
});

describe('the action of the mailed link', () => {
  const SESSION = {
    user: { id: 7, firstName: 'Nok', lastName: 'Saetang', email: 'nok@example.test' },
    accessToken: 'a.b.c',
    refreshToken: 'r',
    expiresIn: 900,
  };

  it('makes the account with the token the page sent, signs the member in and sends them to a safe return_to', async () => {
    incoming.referer = 'http://localhost/sign_up/confirm?return_to=%2Fproducts%2Fglow';
    vi.mocked(confirmRegistration).mockResolvedValue(SESSION as never);
    const token = new FormData();
    token.set('token', 'mailed-token');
    expect(await confirmSignUpWithForm('sg', 'en', {}, token)).toEqual({
      welcome: { firstName: 'Nok', points: 100 },
      next: '/products/glow',
      round: 1,
    });
    expect(createActionApiClient).toHaveBeenCalledWith('sg', 'en');
    expect(confirmRegistration).toHaveBeenCalledWith(CLIENT, 'mailed-token');
    expect(persistSession).toHaveBeenCalledWith(SESSION);
  });

  it('before JavaScript reads the token from the address posted from; else goes to the dashboard', async () => {
    incoming.referer = 'http://localhost/sign_up/confirm?token=from-address&language=en';
    vi.mocked(confirmRegistration).mockResolvedValue(SESSION as never);
    expect(await confirmSignUpWithForm('th', 'en', {}, new FormData())).toMatchObject({
      next: '/account?language=en',
    });
    expect(confirmRegistration).toHaveBeenCalledWith(CLIENT, 'from-address');
  });

  it('says a link that made no account is invalid, and asks nothing without a token', async () => {
    vi.mocked(confirmRegistration).mockRejectedValueOnce(httpError(400, 'invalid_confirmation_token'));
    const token = new FormData();
    token.set('token', 'used-token');
    expect(await confirmSignUpWithForm('sg', 'en', {}, token)).toEqual({ errorKey: 'confirmSignUp.invalid', round: 1 });
    expect(persistSession).not.toHaveBeenCalled();

    vi.mocked(confirmRegistration).mockRejectedValueOnce(httpError(429, 'too_many_requests'));
    expect(await confirmSignUpWithForm('sg', 'en', { round: 1 }, token)).toEqual({
      errorKey: 'tooManyRequests',
      round: 2,
    });

    vi.mocked(confirmRegistration).mockClear();
    expect(await confirmSignUpWithForm('sg', 'en', {}, new FormData())).toEqual({
      errorKey: 'confirmSignUp.invalid',
      round: 1,
    });
    expect(confirmRegistration).not.toHaveBeenCalled();
  });
});
