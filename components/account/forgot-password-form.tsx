'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ForgotPasswordBody } from '@/contract/auth';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { runtimeKeys } from '@/lib/i18n/config';
import { FORGOT_PASSWORD_FORM_MESSAGES } from './messages';
import type { ForgotPasswordFormState } from './session-actions';
import { FORGOT_KEYS, forgotIssues, forgotPasswordFormSchema } from './session-fields';
import styles from './sign-in-form.module.css';
import { EMAIL_INPUT } from '@/lib/forms/email-input';

const resolver = zodResolver(forgotPasswordFormSchema, { error: forgotIssues });
const SHOWN_ERRORS: ReadonlySet<string> = new Set(FORGOT_PASSWORD_FORM_MESSAGES.errors);
const errorsFrom = (state: ForgotPasswordFormState) => postedErrors<ForgotPasswordBody>({ email: state.emailError });
const noAction: FormAction<ForgotPasswordFormState> = async (state) => state;

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the
 * page never tells anyone which addresses are registered. The server action is the only write.
 */
export function ForgotPasswordForm({ action = noAction }: { action?: FormAction<ForgotPasswordFormState> }) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const id = useId();
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<
    ForgotPasswordBody,
    ForgotPasswordFormState
  >(action, {}, { resolver, defaultValues: (posted) => ({ email: posted.email ?? '' }), errorsFrom });
  const emailError = messageKey(formState.errors.email?.message, FORGOT_KEYS);

  if (state.sentTo) {
    return <FormAlert status testId="reset-sent" title={t('forgot.sent', { email: state.sentTo })} />;
  }
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit}>
      {state.errorKey ? (
        <FormAlert
          answer={state}
          title={runtimeKeys(tError)(SHOWN_ERRORS.has(state.errorKey) ? state.errorKey : 'generic')}
        />
      ) : null}
      <TextField
        {...register('email')}
        // In the server's HTML too: a form posted without JavaScript comes back with the address.
        defaultValue={state.email}
        id={`${id}-email`}
        label={t('forgot.email')}
        {...EMAIL_INPUT}
        required
        error={emailError ? t(emailError) : null}
      />
      <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
