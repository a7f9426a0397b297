import { forgotPasswordBodySchema, signInBodySchema, unlockRequestBodySchema } from '@/contract/auth';
import { issueKeys } from '@/lib/forms/issue-keys';

/**
 * The sign-in, unlock and forgotten-password forms' schemas: the API's request schemas with the address in the shape
 * of an e-mail address. The browser's form and the server action that takes the form posted
 * without JavaScript both check with them, so both say the same thing.
 */

/** Something, an @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const signInFormSchema = signInBodySchema.extend({
  email: signInBodySchema.shape.email.regex(EMAIL_PATTERN),
});

export const SIGN_IN_KEYS = [
  'signIn.emailRequired',
  'signIn.emailInvalid',
  'signIn.passwordRequired',
  'signIn.formErrors',
] as const;
export type SignInKey = (typeof SIGN_IN_KEYS)[number];
export type SignInFieldErrors = Partial<Record<'email' | 'password', SignInKey>>;

/** A password longer than the API takes cannot be right: the field is pointed out, nothing more. */
export const signInIssues = issueKeys<SignInKey>({
  email: { required: 'signIn.emailRequired', invalid: 'signIn.emailInvalid' },
  password: { required: 'signIn.passwordRequired', invalid: 'signIn.formErrors' },
});

export const unlockFormSchema = unlockRequestBodySchema.extend({
  email: unlockRequestBodySchema.shape.email.regex(EMAIL_PATTERN),
});

export const UNLOCK_KEYS = ['unlock.emailRequired', 'unlock.emailInvalid'] as const;
export type UnlockKey = (typeof UNLOCK_KEYS)[number];

export const unlockIssues = issueKeys<UnlockKey>({
  email: { required: 'unlock.emailRequired', invalid: 'unlock.emailInvalid' },
});

export const forgotPasswordFormSchema = forgotPasswordBodySchema.extend({
  email: forgotPasswordBodySchema.shape.email.regex(EMAIL_PATTERN),
});

export const FORGOT_KEYS = ['forgot.emailRequired', 'forgot.emailInvalid'] as const;
export type ForgotKey = (typeof FORGOT_KEYS)[number];

export const forgotIssues = issueKeys<ForgotKey>({
  email: { required: 'forgot.emailRequired', invalid: 'forgot.emailInvalid' },
});
