import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brokenRules } from '@/components/account/password-fields';
import { registerWithForm } from '@/components/account/sign-up-actions';
import { emptySignUp, signUpFormSchema, signUpIssues, type SignUpValues } from '@/components/account/sign-up-fields';
import { SIGN_UP_KEYS } from '@/components/account/messages';
import { registerBodySchema } from '@/lib/api/contract/auth';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn(), persistSession: vi.fn() }));

beforeEach(() => vi.mocked(createActionApiClient).mockReset());

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
      search: '',
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
