import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  brokenRules,
  CHANGE_PASSWORD_KEYS,
  changePasswordFormSchema,
  changePasswordIssues,
  resetPasswordFormSchema,
  resetPasswordIssues,
} from '@/components/account/password-fields';
import { changePasswordWithForm } from '@/components/account/profile-actions';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { resetPasswordWithForm } from '@/components/account/session-actions';
import { resetPasswordBodySchema } from '@/contract/auth';
import { changePasswordBodySchema } from '@/contract/user';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ referer: 'http://localhost/password/reset?token=mailed-token' }),
  cookies: async () => ({ set: vi.fn() }),
}));
vi.mock('next/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn(), persistSession: vi.fn() }));

beforeEach(() => vi.mocked(createActionApiClient).mockReset());

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const TOO_LONG = `Aa1!${'x'.repeat(253)}`;
const STRONG = 'Brand!New2026';

describe('one schema for the reset form', () => {
  it('refuses what the API refuses, and names the rules a weak password breaks', () => {
    const body = { token: 'mailed-token', password: TOO_LONG, passwordConfirmation: TOO_LONG };
    expect(resetPasswordBodySchema.safeParse(body).success).toBe(false);
    const long = resetPasswordFormSchema.safeParse(body, { error: resetPasswordIssues });
    expect(fieldKeys(long.error?.issues ?? [], ['reset.passwordInvalid'])).toEqual({
      password: 'reset.passwordInvalid',
      passwordConfirmation: 'reset.passwordInvalid',
    });

    // The API takes a weak password to its checks and answers with the broken rules: the form names the same.
    expect(
      resetPasswordBodySchema.safeParse({ token: 't', password: 'abc', passwordConfirmation: 'abd' }).success,
    ).toBe(true);
    const weak = resetPasswordFormSchema.safeParse({ password: 'abc', passwordConfirmation: 'abd' });
    expect(brokenRules(weak.error?.issues ?? [])).toEqual([
      'AUTH_MS_PV_001',
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_003',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_007',
    ]);
    expect(resetPasswordFormSchema.parse({ password: STRONG, passwordConfirmation: STRONG })).toEqual({
      password: STRONG,
      passwordConfirmation: STRONG,
    });
  });

  it('checks a form posted without JavaScript with the same schema, before asking the API', async () => {
    expect(await resetPasswordWithForm('th', 'th', {}, form({ password: 'abc', passwordConfirmation: 'abc' }))).toEqual(
      {
        errorKey: 'reset.passwordInvalid',
        codes: ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004'],
      },
    );
    expect(
      await resetPasswordWithForm('sg', 'en', {}, form({ password: STRONG, passwordConfirmation: `${STRONG}x` })),
    ).toEqual({ errorKey: 'reset.passwordInvalid', codes: ['AUTH_MS_PV_007'] });
    expect(
      await resetPasswordWithForm('sg', 'en', {}, form({ password: TOO_LONG, passwordConfirmation: TOO_LONG })),
    ).toEqual({ errorKey: 'reset.passwordInvalid', codes: [] });
    expect(createActionApiClient).not.toHaveBeenCalled();
  });
});

describe('one schema for the change-password form', () => {
  const keys = (body: { currentPassword: string; password: string; passwordConfirmation: string }) =>
    fieldKeys(
      changePasswordFormSchema.safeParse(body, { error: changePasswordIssues }).error?.issues ?? [],
      CHANGE_PASSWORD_KEYS,
    );

  it('refuses what the API refuses, each with the form’s message', () => {
    for (const body of [
      { currentPassword: '', password: STRONG, passwordConfirmation: STRONG },
      { currentPassword: TOO_LONG, password: STRONG, passwordConfirmation: STRONG },
      { currentPassword: 'Old!Pass1', password: TOO_LONG, passwordConfirmation: TOO_LONG },
    ]) {
      expect(changePasswordBodySchema.safeParse(body).success).toBe(false);
      expect(changePasswordFormSchema.safeParse(body).success).toBe(false);
    }
    expect(keys({ currentPassword: '', password: STRONG, passwordConfirmation: STRONG })).toEqual({
      currentPassword: 'password.currentRequired',
    });
    expect(keys({ currentPassword: TOO_LONG, password: STRONG, passwordConfirmation: STRONG })).toEqual({
      currentPassword: 'password.currentIncorrect',
    });
    expect(keys({ currentPassword: 'Old!Pass1', password: TOO_LONG, passwordConfirmation: TOO_LONG })).toEqual({
      password: 'password.invalid',
      passwordConfirmation: 'password.invalid',
    });
    const weak = changePasswordFormSchema.safeParse({
      currentPassword: '',
      password: 'short',
      passwordConfirmation: '',
    });
    expect(brokenRules(weak.error?.issues ?? [])).toEqual([
      'AUTH_MS_PV_001',
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_003',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_007',
    ]);
  });

  it('checks the posted form with the same schema, before asking the API', async () => {
    const posted = (fields: Record<string, string>) =>
      changePasswordWithForm('th', 'th', { round: 1 }, form({ ...fields, [SCRIPTED_FIELD]: '1' }));
    expect(await posted({ currentPassword: '', password: 'short', passwordConfirmation: 'short' })).toEqual({
      errorKey: 'password.currentRequired',
      round: 2,
    });
    expect(
      await posted({ currentPassword: 'Old!Pass1', password: 'short1!', passwordConfirmation: 'short1!' }),
    ).toEqual({ errorKey: 'password.invalid', codes: ['AUTH_MS_PV_001', 'AUTH_MS_PV_004'], round: 2 });
    expect(createActionApiClient).not.toHaveBeenCalled();
  });
});
