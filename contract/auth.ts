import { z } from 'zod';
import { isoDateSchema, mobileInputSchema, userProfileSchema } from './user';

/** Password rule codes. */
export const PASSWORD_RULE_CODES = [
  'AUTH_MS_PV_001',
  'AUTH_MS_PV_002',
  'AUTH_MS_PV_003',
  'AUTH_MS_PV_004',
  'AUTH_MS_PV_005',
  'AUTH_MS_PV_006',
  'AUTH_MS_PV_007',
] as const;
export type PasswordRuleCode = (typeof PASSWORD_RULE_CODES)[number];

export const PASSWORD_RULE_MESSAGES: Record<PasswordRuleCode, string> = {
  AUTH_MS_PV_001: 'at least 8 characters',
  AUTH_MS_PV_002: 'at least 1 digit',
  AUTH_MS_PV_003: 'at least 1 special character (such as @, $, #)',
  AUTH_MS_PV_004: 'at least 1 lowercase and 1 uppercase letter',
  AUTH_MS_PV_005: 'must not equal the email',
  AUTH_MS_PV_006: 'must not equal the email or the previous 2 passwords',
  AUTH_MS_PV_007: 'passwords do not match',
};

/** Rules 001–004: the shape of the password itself, in the order the checklist shows them. */
export function passwordShapeCodes(password: string): PasswordRuleCode[] {
  const codes: PasswordRuleCode[] = [];
  if ([...password].length < 8) codes.push('AUTH_MS_PV_001');
  if (!/\p{Nd}/u.test(password)) codes.push('AUTH_MS_PV_002');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) codes.push('AUTH_MS_PV_003');
  if (!/\p{Ll}/u.test(password) || !/\p{Lu}/u.test(password)) codes.push('AUTH_MS_PV_004');
  return codes;
}

/** Whether a password is the e-mail address itself, ignoring case and surrounding spaces. */
export function passwordEqualsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** Every failing rule for a new account's password (001–005, 007). */
export function registrationPasswordCodes(input: {
  email: string;
  password: string;
  passwordConfirmation: string;
}): PasswordRuleCode[] {
  const codes = passwordShapeCodes(input.password);
  if (passwordEqualsEmail(input.password, input.email)) codes.push('AUTH_MS_PV_005');
  if (input.password !== input.passwordConfirmation) codes.push('AUTH_MS_PV_007');
  return codes;
}

/** Members must be at least this old to register. */
export const MINIMUM_AGE = 14;

/** Age in whole years on `now` (UTC) of someone born on `dateOfBirth` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, now: Date = new Date()): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Error codes of the auth endpoints, besides the password rule codes. */
export const AUTH_ERROR_CODES = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  invalidPassword: 'invalid_password',
  consentRequired: 'consent_required',
  underMinimumAge: 'under_minimum_age',
  emailTaken: 'email_taken',
  signInBlocked: 'sign_in_blocked',
  invalidGrant: 'invalid_grant',
  invalidUnlockToken: 'invalid_unlock_token',
  resetTokenExpired: 'reset_token_expired',
  socialAccountNotLinked: 'social_account_not_linked',
  userNotFound: 'user_not_found',
  invalidConfirmationToken: 'invalid_confirmation_token',
} as const;

export const consentsSchema = z.object({
  personalData: z.boolean(),
  thirdPartyDisclosure: z.boolean(),
  policy: z.boolean(),
  over14: z.boolean(),
  marketing: z.boolean().optional(),
});
export type Consents = z.infer<typeof consentsSchema>;

/** The four consents that must be true to register. */
export const COMPULSORY_CONSENTS = ['personalData', 'thirdPartyDisclosure', 'policy', 'over14'] as const;

/** POST users. */
export const registerBodySchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  password: z.string().max(256),
  passwordConfirmation: z.string().max(256),
  mobileNumber: mobileInputSchema.optional(),
  dateOfBirth: isoDateSchema.optional(),
  consents: consentsSchema,
  /**
   * Where the new member goes once the mailed link has created the account: a path on the
   * storefront, carried in the link (the storefront checks it again before following it).
   */
  returnTo: z
    .string()
    .max(512)
    .regex(/^\/(?![/\\])[^\s\\]*$/)
    .optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * Answer of POST users (202): the same for a new and a taken address. A new address gets a link
 * that creates the account; a taken one, a message that it already has one.
 */
export const REGISTRATION_SENT_MESSAGE = 'Check your email: we have sent you a link to finish signing up.';
export const registrationAcceptedSchema = z.object({ message: z.string() });
export type RegistrationAccepted = z.infer<typeof registrationAcceptedSchema>;

/** POST users/confirm: the token of the link mailed at registration. */
export const confirmRegistrationBodySchema = z.object({ token: z.string().min(1).max(200) });

/** POST sessions. */
export const signInBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/** Answer of POST users (201), POST sessions (200) and POST auth/token (200). */
export const sessionSchema = z.object({
  user: userProfileSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST auth/token. `client`: refresh token from the cookie. `app`: from the body, with a device id. */
export const refreshTokenBodySchema = z.discriminatedUnion('flow', [
  z.object({ grant_type: z.literal('refresh_token'), flow: z.literal('client') }),
  z.object({
    grant_type: z.literal('refresh_token'),
    flow: z.literal('app'),
    refresh_token: z.string().min(1),
    device_id: z.string().min(1).max(200),
  }),
]);
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;

/** POST auth/token/verify. Without `token`, the cookies or the bearer token are checked. */
export const verifyTokenBodySchema = z.object({ token: z.string().min(1).optional() });
export type VerifyTokenBody = z.infer<typeof verifyTokenBodySchema>;

export const verifyTokenResponseSchema = z.object({
  valid: z.boolean(),
  /** ISO date-time, present when valid. */
  expiresAt: z.string().optional(),
});
export type VerifyTokenResponse = z.infer<typeof verifyTokenResponseSchema>;

/** POST auth/social. Google sign-in is not linked to accounts yet: always 404 `social_account_not_linked`. */
export const socialSignInBodySchema = z.object({
  provider: z.literal('google'),
  idToken: z.string().min(1).max(8192),
});
export type SocialSignInBody = z.infer<typeof socialSignInBodySchema>;

/** POST users/unlock/request: always 202 with the same answer; the link goes by mail only. */
export const unlockRequestBodySchema = z.object({ email: z.string().trim().min(1).max(254) });
export type UnlockRequestBody = z.infer<typeof unlockRequestBodySchema>;
export const unlockRequestResponseSchema = z.object({ message: z.string() });
export type UnlockRequestResponse = z.infer<typeof unlockRequestResponseSchema>;

/** POST users/unlock. */
export const unlockBodySchema = z.object({ token: z.string().min(1).max(200) });
export const unlockResponseSchema = z.object({ unlocked: z.literal(true) });
export type UnlockBody = z.infer<typeof unlockBodySchema>;
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;

/** Cookie names and their lifetime. */
export const AUTH_COOKIES = {
  data: 'jwt-data',
  signature: 'jwt-signature',
  refresh: 'jwt-refresh-token',
} as const;
export const AUTH_COOKIE_MAX_AGE_SECONDS = 5_184_000;

/** What POST users/password/forgot always answers, whether or not the address has an account. */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account exists for this email, we have sent a link to reset its password.';
/** The answer to a reset link that is unknown, already used or older than an hour. */
export const RESET_TOKEN_EXPIRED_MESSAGE = 'Reset token expired; request a new link';

/** POST users/password/forgot: always 202 with the same answer; the link goes by mail only. */
export const forgotPasswordBodySchema = z.object({ email: z.string().trim().min(1).max(254) });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST users/password/reset: the token of the mailed link and the new password, twice. */
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(256),
  passwordConfirmation: z.string().max(256),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export const resetPasswordResponseSchema = z.object({ reset: z.literal(true) });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/**
 * POST users/password/reset/check: whether a reset link's token still works (unused, unexpired),
 * so the page says so before the shopper types a new password. 400 `reset_token_expired` if not.
 */
export const checkResetTokenBodySchema = resetPasswordBodySchema.pick({ token: true });
export type CheckResetTokenBody = z.infer<typeof checkResetTokenBodySchema>;
export const checkResetTokenResponseSchema = z.object({ valid: z.literal(true) });
export type CheckResetTokenResponse = z.infer<typeof checkResetTokenResponseSchema>;
