import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  requestPasswordResetWithForm,
  requestUnlockWithForm,
  signInWithForm,
} from '@/components/account/session-actions';
import {
  FORGOT_KEYS,
  forgotIssues,
  forgotPasswordFormSchema,
  SIGN_IN_KEYS,
  signInFormSchema,
  signInIssues,
  UNLOCK_KEYS,
  unlockFormSchema,
  unlockIssues,
} from '@/components/account/session-fields';
import { forgotPasswordBodySchema, signInBodySchema, unlockRequestBodySchema } from '@/contract/auth';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';

vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn(), persistSession: vi.fn() }));

beforeEach(() => vi.mocked(createActionApiClient).mockReset());

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const TOO_LONG = `${'a'.repeat(250)}@example.com`;

describe('one schema for sign-in and unlock', () => {
  it('refuses what the API refuses, each with the form’s message', () => {
    for (const body of [
      { email: TOO_LONG, password: 'Secret-123' },
      { email: 'mei@example.com', password: '' },
      { email: '  ', password: 'Secret-123' },
      { email: 'mei@example.com', password: 'x'.repeat(257) },
    ]) {
      expect(signInBodySchema.safeParse(body).success, JSON.stringify(body).slice(0, 40)).toBe(false);
      expect(signInFormSchema.safeParse(body).success).toBe(false);
    }
    const keys = (body: { email: string; password: string }) =>
      fieldKeys(signInFormSchema.safeParse(body, { error: signInIssues }).error?.issues ?? [], SIGN_IN_KEYS);
    expect(keys({ email: TOO_LONG, password: 'Secret-123' })).toEqual({ email: 'signIn.emailInvalid' });
    expect(keys({ email: ' ', password: '' })).toEqual({
      email: 'signIn.emailRequired',
      password: 'signIn.passwordRequired',
    });

    expect(unlockRequestBodySchema.safeParse({ email: TOO_LONG }).success).toBe(false);
    const unlock = unlockFormSchema.safeParse({ email: TOO_LONG }, { error: unlockIssues });
    expect(fieldKeys(unlock.error?.issues ?? [], UNLOCK_KEYS)).toEqual({ email: 'unlock.emailInvalid' });
  });

  it('adds the shape of an e-mail address to the API’s request, and sends it trimmed', () => {
    expect(signInBodySchema.safeParse({ email: 'mei@', password: 'x' }).success).toBe(true);
    const parsed = signInFormSchema.safeParse({ email: 'mei@', password: 'x' }, { error: signInIssues });
    expect(fieldKeys(parsed.error?.issues ?? [], SIGN_IN_KEYS)).toEqual({ email: 'signIn.emailInvalid' });
    expect(signInFormSchema.parse({ email: ' mei@example.com ', password: ' pw ' })).toEqual({
      email: 'mei@example.com',
      password: ' pw ',
    });
  });

  it('checks a form posted without JavaScript with the same schema, before asking the API', async () => {
    expect(await signInWithForm('sg', 'en', {}, form({ email: ' mei@ ', password: '' }))).toEqual({
      fieldErrors: { email: 'signIn.emailInvalid', password: 'signIn.passwordRequired' },
      email: 'mei@',
    });
    expect(await signInWithForm('th', 'th', {}, form({ email: TOO_LONG, password: 'Secret-123' }))).toMatchObject({
      fieldErrors: { email: 'signIn.emailInvalid' },
    });
    expect(await requestUnlockWithForm('sg', 'en', {}, form({ email: '' }))).toEqual({
      emailError: 'unlock.emailRequired',
      email: '',
    });
    expect(await requestUnlockWithForm('sg', 'en', {}, form({ email: 'mei@example' }))).toEqual({
      emailError: 'unlock.emailInvalid',
      email: 'mei@example',
    });
    expect(createActionApiClient).not.toHaveBeenCalled();
  });
});

describe('one schema for the forgotten-password form', () => {
  it('refuses what the API refuses and a malformed address, in the browser and without JavaScript', async () => {
    expect(forgotPasswordBodySchema.safeParse({ email: TOO_LONG }).success).toBe(false);
    const keys = (email: string) =>
      fieldKeys(
        forgotPasswordFormSchema.safeParse({ email }, { error: forgotIssues }).error?.issues ?? [],
        FORGOT_KEYS,
      );
    expect(keys(TOO_LONG)).toEqual({ email: 'forgot.emailInvalid' });
    expect(keys('   ')).toEqual({ email: 'forgot.emailRequired' });
    expect(keys('mei@example')).toEqual({ email: 'forgot.emailInvalid' });
    expect(forgotPasswordFormSchema.parse({ email: ' mei@example.com ' })).toEqual({ email: 'mei@example.com' });

    expect(await requestPasswordResetWithForm('th', 'th', {}, form({ email: 'mei@example' }))).toEqual({
      emailError: 'forgot.emailInvalid',
      email: 'mei@example',
    });
    expect(await requestPasswordResetWithForm('sg', 'en', {}, form({ email: '' }))).toEqual({
      emailError: 'forgot.emailRequired',
      email: '',
    });
    expect(createActionApiClient).not.toHaveBeenCalled();
  });
});
