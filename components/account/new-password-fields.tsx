'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PasswordRuleCode } from '@/contract/auth';
import { TextField } from '@/components/ui/text-field';
import { PasswordChecklist } from './password-checklist';
import { NEW_PASSWORD_RULES, newPasswordCodes } from './password-fields';

const FIELDS = ['password', 'passwordConfirmation'] as const;
type NewPasswordField = (typeof FIELDS)[number];

/**
 * A new password typed twice (reset and change), with the live checklist of its rules: those the
 * typed password breaks and those the server reported (006, not a recent password, only it checks).
 */
export function NewPasswordFields({
  registered,
  labels,
  typed,
  serverCodes,
}: {
  registered: { [F in NewPasswordField]: UseFormRegisterReturn<F> };
  labels: Record<NewPasswordField, string>;
  /** What the two fields hold now. */
  typed: Record<NewPasswordField, string>;
  serverCodes: readonly PasswordRuleCode[];
}) {
  const failing = new Set<PasswordRuleCode>([...newPasswordCodes(typed), ...serverCodes]);
  return (
    <>
      {FIELDS.map((name) => (
        <TextField
          key={name}
          {...registered[name]}
          label={labels[name]}
          type="password"
          autoComplete="new-password"
          required
          maxLength={256}
        />
      ))}
      <PasswordChecklist
        rules={NEW_PASSWORD_RULES}
        failing={failing}
        touched={typed.password.length > 0 || serverCodes.length > 0}
        serverOnly={['AUTH_MS_PV_006']}
      />
    </>
  );
}
