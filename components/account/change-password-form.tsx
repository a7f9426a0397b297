'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { PasswordRuleCode } from '@/contract/auth';
import type { ChangePasswordBody } from '@/contract/user';
import { messageKey } from '@/lib/forms/issue-keys';
import { PasswordChecklist } from './password-checklist';
import {
  CHANGE_PASSWORD_KEYS,
  changePasswordFormSchema,
  changePasswordIssues,
  NEW_PASSWORD_RULES,
  newPasswordCodes,
  ruleCodes,
} from './password-fields';
import type { ChangePasswordFormState } from './profile-actions';
import { PROFILE_PAGE_MESSAGES } from './messages';
import styles from './sign-up-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const SHOWN_ERRORS: ReadonlySet<string> = new Set(PROFILE_PAGE_MESSAGES.errors);
const noAction: FormAction<ChangePasswordFormState> = async (state) => state;
const resolver = zodResolver(changePasswordFormSchema, { error: changePasswordIssues });
const CURRENT_PASSWORD_KEYS = ['password.currentRequired', 'password.currentIncorrect'] as const;
const EMPTY: ChangePasswordBody = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * Changes the password: the current one, then the new one twice, with the same live checklist and
 * coded rules as a reset (006, not one of the last two passwords, only the server can check). On
 * success every other session of the member ends; this browser stays signed in. The form posts to
 * `action` with or without JavaScript, so passwords travel in a POST body only.
 */
export function ChangePasswordForm({
  posted: postedBefore = {},
  action = noAction,
}: {
  /** The answer to a post made without JavaScript, which the page shows after coming back. */
  posted?: ChangePasswordFormState;
  action?: FormAction<ChangePasswordFormState>;
}) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const formRef = useRef<HTMLFormElement>(null);
  const {
    state: posted,
    formAction,
    pending,
    onSubmit,
    register,
    reset,
    control,
    formState,
  } = useActionForm<ChangePasswordBody, ChangePasswordFormState>(action, postedBefore, {
    resolver,
    defaultValues: () => EMPTY,
    shouldFocusError: false,
    onInvalid: (found) =>
      focusField(
        formRef.current,
        found.currentPassword
          ? 'currentPassword'
          : found.password || !found.passwordConfirmation
            ? 'password'
            : 'passwordConfirmation',
      ),
  });
  const [password, passwordConfirmation] = useWatch({ control, name: ['password', 'passwordConfirmation'] });
  const [serverCodes, setServerCodes] = useState<PasswordRuleCode[]>(ruleCodes(posted.codes));
  const [shownRound, setShownRound] = useState(posted.round ?? 0);

  if ((posted.round ?? 0) !== shownRound) {
    setShownRound(posted.round ?? 0);
    setServerCodes(ruleCodes(posted.codes));
  }
  // Before the answer is painted: a changed password is not shown in the fields for a moment longer.
  useLayoutEffect(() => {
    if (posted.round && posted.changed) reset(EMPTY);
  }, [posted.round, posted.changed, reset]);
  useFocusKeptOffAlerts(formRef, posted);

  const failing = new Set<PasswordRuleCode>([...newPasswordCodes({ password, passwordConfirmation }), ...serverCodes]);
  const touched = password.length > 0 || serverCodes.length > 0;
  // A new password clears the rules the server found broken in the last one.
  const typed = { onChange: () => setServerCodes([]) };

  const { errors } = formState;
  // The browser's own check first: the current password, else the new one against the rules.
  const checkedKey = messageKey(errors.currentPassword?.message, CHANGE_PASSWORD_KEYS);
  const refused = checkedKey ?? (errors.password || errors.passwordConfirmation ? 'password.invalid' : null);
  // Until the browser's check refuses the form again, the server's word on the current password shows on its field.
  const currentKey = refused ? checkedKey : messageKey(posted.errorKey, CURRENT_PASSWORD_KEYS);
  const errorKey = refused ?? (posted.changed ? null : (posted.errorKey ?? null));
  const changed = posted.changed && !refused && !pending;
  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      data-testid="change-password-form"
    >
      {errorKey ? (
        <FormAlert
          answer={posted}
          title={
            errorKey.startsWith('password.')
              ? runtimeKeys(t)(errorKey)
              : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')
          }
        />
      ) : null}
      {changed ? <FormAlert status answer={posted} title={t('password.changed')} /> : null}
      <TextField
        {...register('currentPassword')}
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        maxLength={256}
        error={currentKey ? t(currentKey) : null}
      />
      <TextField
        {...register('password', typed)}
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
      />
      <TextField
        // A new confirmation can mend the password's rule 007: its check is run again.
        {...register('passwordConfirmation', { ...typed, deps: 'password' })}
        label={t('password.confirmation')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
      />
      <PasswordChecklist
        rules={NEW_PASSWORD_RULES}
        failing={failing}
        touched={touched}
        serverOnly={['AUTH_MS_PV_006']}
      />
      <Button type="submit" variant="secondary" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  );
}
