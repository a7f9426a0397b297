'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useActionState, useEffect, useId, useMemo, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ForgotPasswordBody } from '@/lib/api/contract/auth';
import { errorMessageKey } from '@/lib/api/errors';
import { useApiClient } from '@/lib/api/react';
import { requestPasswordReset } from '@/lib/api/sessions';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { FORGOT_PASSWORD_FORM_MESSAGES } from './messages';
import type { ForgotPasswordFormState } from './session-actions';
import { FORGOT_KEYS, forgotIssues, forgotPasswordFormSchema } from './session-fields';
import styles from './sign-in-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const resolver = zodResolver(forgotPasswordFormSchema, { error: forgotIssues });
const SHOWN_ERRORS: ReadonlySet<string> = new Set(FORGOT_PASSWORD_FORM_MESSAGES.errors);

type ForgotAction = (state: ForgotPasswordFormState, form: FormData) => Promise<ForgotPasswordFormState>;
const noAction: ForgotAction = async (state) => state;

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the
 * page never tells anyone which addresses are registered. Without JavaScript the form posts to
 * `action`.
 */
export function ForgotPasswordForm({ action = noAction }: { action?: ForgotAction }) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const client = useApiClient();
  const id = useId();
  const [posted, formAction] = useActionState(action, {});
  const serverErrors = useMemo(() => postedErrors<ForgotPasswordBody>({ email: posted.emailError }), [posted]);
  const { register, handleSubmit, setFocus, formState } = useForm<ForgotPasswordBody>({
    resolver,
    defaultValues: { email: posted.email ?? '' },
    errors: serverErrors,
    shouldFocusError: false,
  });
  const emailError = messageKey(formState.errors.email?.message, FORGOT_KEYS);
  const statusRef = useRef<HTMLDivElement>(null);
  const request = useMutation({ mutationFn: (address: string) => requestPasswordReset(client, { email: address }) });

  useEffect(() => {
    if (request.isSuccess || request.isError) statusRef.current?.focus();
  }, [request.isSuccess, request.isError]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(
      ({ email }) => request.mutate(email),
      () => setFocus('email'),
    )(event);

  const errorKey = request.error ? errorMessageKey(request.error) : request.isIdle ? (posted.errorKey ?? null) : null;
  const sentTo = request.isSuccess ? request.variables : request.isIdle ? posted.sentTo : undefined;

  if (sentTo) {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.success} data-testid="reset-sent">
        <p>{t('forgot.sent', { email: sentTo })}</p>
      </div>
    );
  }
  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit}>
      {errorKey ? (
        <div ref={statusRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')}</p>
        </div>
      ) : null}
      <TextField
        {...register('email')}
        // In the server's HTML too: a form posted without JavaScript comes back with the address.
        defaultValue={posted.email}
        id={`${id}-email`}
        label={t('forgot.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={emailError ? t(emailError) : null}
      />
      <Button
        type="submit"
        variant="primary"
        block
        disabled={request.isPending}
        aria-busy={request.isPending || undefined}
      >
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
