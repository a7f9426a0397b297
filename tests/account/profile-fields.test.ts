import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateProfileWithForm } from '@/components/account/profile-actions';
import {
  PROFILE_KEYS,
  profileFormSchema,
  profileIssues,
  type ProfileValues,
} from '@/components/account/profile-fields';
import { getUser, updateUser } from '@/lib/api/account';
import { updateUserBodySchema, type UserProfile } from '@/contract/user';
import { fieldKeys } from '@/lib/forms/issue-keys';

vi.mock('next/headers', () => ({ headers: async () => new Headers(), cookies: vi.fn() }));
vi.mock('next/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn() }));
vi.mock('@/lib/api/account', () => ({ getUser: vi.fn(), updateUser: vi.fn(), changePassword: vi.fn() }));

const NOW = new Date('2026-06-01T00:00:00Z');
const STORED = { dateLocked: false, mobile: '91234567' };
const VALUES: ProfileValues = {
  firstName: 'Mei',
  lastName: 'Chan',
  mobile: '91234567',
  dateOfBirth: '',
  marketing: false,
};
const PROFILE: UserProfile = {
  id: 1,
  firstName: 'Mei',
  lastName: 'Chan',
  email: 'mei@example.test',
  mobile: { callingCode: '65', phoneNumber: '91234567' },
  dateOfBirth: null,
  marketingConsent: false,
  createdAt: '2024-01-01T00:00:00Z',
};

const keys = (values: Partial<ProfileValues>, stored = STORED) =>
  fieldKeys(
    profileFormSchema('sg', stored, NOW).safeParse({ ...VALUES, ...values }, { error: profileIssues }).error?.issues ??
      [],
    PROFILE_KEYS,
  );

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  data.set('$scripted', '1');
  return data;
}

beforeEach(() => {
  vi.mocked(getUser).mockReset().mockResolvedValue(PROFILE);
  vi.mocked(updateUser).mockReset();
});

describe('one schema for the profile form', () => {
  it('refuses what the API refuses, each with the form’s message', () => {
    expect(updateUserBodySchema.safeParse({ firstName: '   ' }).success).toBe(false);
    expect(keys({ firstName: '   ', lastName: '' })).toEqual({
      firstName: 'profile.required',
      lastName: 'profile.required',
    });
    expect(updateUserBodySchema.safeParse({ mobileNumber: 'abc' }).success).toBe(false);
    expect(keys({ mobile: 'abc' })).toEqual({ mobile: 'profile.mobileInvalid' });
    expect(updateUserBodySchema.safeParse({ dateOfBirth: '3/2/2001' }).success).toBe(false);
    expect(keys({ dateOfBirth: '3/2/2001' })).toEqual({ dateOfBirth: 'profile.dateInvalid' });
  });

  it('adds the country’s mobile rule, real dates and the minimum age, and gives the API’s body', () => {
    expect(keys({ mobile: '1234 5678' })).toEqual({ mobile: 'profile.mobileInvalid' });
    expect(keys({ dateOfBirth: '2001-02-30' })).toEqual({ dateOfBirth: 'profile.dateInvalid' });
    expect(keys({ dateOfBirth: '2015-01-01' })).toEqual({ dateOfBirth: 'profile.underAge' });
    // A number stored from another country's site, left as it is, is not checked or sent.
    expect(keys({ mobile: '+60 123456789' }, { dateLocked: true, mobile: '+60 123456789' })).toEqual({});
    const body = profileFormSchema('sg', STORED, NOW).parse({
      ...VALUES,
      firstName: ' Meiling ',
      mobile: '8123 4567',
      dateOfBirth: '1990-08-23',
      marketing: true,
    });
    expect(body).toEqual({
      firstName: 'Meiling',
      lastName: 'Chan',
      mobileNumber: { callingCode: '65', phoneNumber: '81234567' },
      dateOfBirth: '1990-08-23',
      marketing: true,
    });
    expect(updateUserBodySchema.parse(body)).toEqual(body);
  });

  it('refuses the same without JavaScript, before asking the API to change anything', async () => {
    const posted = { firstName: ' ', lastName: 'Chan', mobile: '1234 5678', dateOfBirth: '2001-02-30' };
    expect(await updateProfileWithForm('th', 'th', {}, form({ ...posted, mobile: '12345' }))).toEqual({
      fieldErrors: {
        firstName: 'profile.required',
        mobile: 'profile.mobileInvalid',
        dateOfBirth: 'profile.dateInvalid',
      },
      errorKey: 'profile.formErrors',
      values: { ...posted, mobile: '12345', marketing: false },
      round: 1,
    });
    expect(updateUser).not.toHaveBeenCalled();

    expect(
      await updateProfileWithForm('sg', 'en', {}, form({ ...posted, firstName: 'Mei', marketing: 'yes' })),
    ).toEqual({
      fieldErrors: { mobile: 'profile.mobileInvalid', dateOfBirth: 'profile.dateInvalid' },
      errorKey: 'profile.formErrors',
      values: { ...posted, firstName: 'Mei', marketing: true },
      round: 1,
    });
    expect(updateUser).not.toHaveBeenCalled();
  });
});
