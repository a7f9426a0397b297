'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert, FormErrorAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { TextField } from '@/components/ui/text-field';
import type { PasswordRuleCode } from '@/contract/auth';
import type { ChangePasswordBody } from '@/contract/user';
import { messageKey } from '@/lib/forms/issue-keys';
import { NewPasswordFields } from './new-password-fields';
import { CHANGE_PASSWORD_KEYS, changePasswordFormSchema, changePasswordIssues, ruleCodes } from './password-fields';
import type { ChangePasswordFormState } from './profile-actions';
import { PROFILE_PAGE_MESSAGES } from './messages';
import styles from './sign-up-form.module.css';

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
      <FormErrorAlert
        errorKey={errorKey}
        known={PROFILE_PAGE_MESSAGES.errors}
        own={{ prefix: 'password.', t }}
        answer={posted}
      />
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
      <NewPasswordFields
        registered={{
          password: register('password', typed),
          // A new confirmation can mend the password's rule 007: its check is run again.
          passwordConfirmation: register('passwordConfirmation', { ...typed, deps: 'password' }),
        }}
        labels={{ password: t('password.new'), passwordConfirmation: t('password.confirmation') }}
        typed={{ password, passwordConfirmation }}
        serverCodes={serverCodes}
      />
      <FormSubmit
        pending={pending}
        variant="secondary"
        label={t('password.submit')}
        pendingLabel={t('password.submitting')}
      />
    </form>
  );
}
