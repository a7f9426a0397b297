import type { z } from 'zod';
import {
  PASSWORD_RULE_CODES,
  passwordShapeCodes,
  type PasswordRuleCode,
  resetPasswordBodySchema,
} from '@/contract/auth';
import { changePasswordBodySchema } from '@/contract/user';
import { issueKeys } from '@/lib/forms/issue-keys';

/**
 * The new-password forms' schemas (reset and change): the API's request schemas with the password
 * rules the API answers a refusal with. A broken rule is an issue of the `password` field named by
 * its code, so the checklist, the browser's form and the server action that takes the form posted
 * without JavaScript all name the same rules.
 */

/** The rules a new password is held to; 006 (not a recent password) only the server can check. */
export const NEW_PASSWORD_RULES: readonly PasswordRuleCode[] = [
  'AUTH_MS_PV_001',
  'AUTH_MS_PV_002',
  'AUTH_MS_PV_003',
  'AUTH_MS_PV_004',
  'AUTH_MS_PV_006',
  'AUTH_MS_PV_007',
];

function isRuleCode(value: unknown): value is PasswordRuleCode {
  return typeof value === 'string' && (PASSWORD_RULE_CODES as readonly string[]).includes(value);
}

/** The rule codes in what the API (or a form's check) answered, anything else left out. */
export function ruleCodes(found: unknown): PasswordRuleCode[] {
  return Array.isArray(found) ? [...new Set(found.filter(isRuleCode))] : [];
}

/** The rules the issues of a form's check name, in the order found. */
export function brokenRules(issues: readonly z.core.$ZodIssue[]): PasswordRuleCode[] {
  return ruleCodes(issues.map((issue) => issue.message));
}

interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

/** The rules a new password breaks that the browser can check: its shape (001–004) and the confirmation (007). */
export function newPasswordCodes({ password, passwordConfirmation }: NewPassword): PasswordRuleCode[] {
  const codes = passwordShapeCodes(password);
  if (password !== passwordConfirmation) codes.push('AUTH_MS_PV_007');
  return codes;
}

/**
 * The schema with each rule `codesOf` finds broken as an issue of `password`. The rules are checked
 * even when another field is wrong too, so a refused form names every rule at once, as the API does.
 */
export function withPasswordRules<T extends NewPassword, S extends z.ZodType<T>>(
  schema: S,
  codesOf: (values: T) => PasswordRuleCode[],
): S {
  return schema.superRefine(
    (values, ctx) => {
      for (const code of codesOf(values)) ctx.addIssue({ code: 'custom', path: ['password'], message: code });
    },
    {
      when: ({ value }) => {
        const typed = value as Partial<Record<keyof NewPassword, unknown>> | null;
        return typeof typed?.password === 'string' && typeof typed.passwordConfirmation === 'string';
      },
    },
  );
}

export const resetPasswordFormSchema = withPasswordRules(
  resetPasswordBodySchema.omit({ token: true }),
  newPasswordCodes,
);

export const RESET_PASSWORD_KEYS = ['reset.passwordInvalid'] as const;

/** A password longer than the API takes breaks the rules too; the checklist cannot say which. */
export const resetPasswordIssues = issueKeys<(typeof RESET_PASSWORD_KEYS)[number]>({
  password: { required: 'reset.passwordInvalid', invalid: 'reset.passwordInvalid' },
  passwordConfirmation: { required: 'reset.passwordInvalid', invalid: 'reset.passwordInvalid' },
});

export const changePasswordFormSchema = withPasswordRules(changePasswordBodySchema, newPasswordCodes);

export const CHANGE_PASSWORD_KEYS = [
  'password.currentRequired',
  'password.currentIncorrect',
  'password.invalid',
] as const;
export type ChangePasswordKey = (typeof CHANGE_PASSWORD_KEYS)[number];

/** A current password longer than any the API takes cannot be the member's. */
export const changePasswordIssues = issueKeys<ChangePasswordKey>({
  currentPassword: { required: 'password.currentRequired', invalid: 'password.currentIncorrect' },
  password: { required: 'password.invalid', invalid: 'password.invalid' },
  passwordConfirmation: { required: 'password.invalid', invalid: 'password.invalid' },
});
