'use client';

import { useMutation } from '@tanstack/react-query';
import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessageKey } from '@/lib/api/errors';
import { useApiClient } from '@/lib/api/react';
import { requestPasswordReset } from '@/lib/api/sessions';
import { FORGOT_PASSWORD_FORM_MESSAGES } from './messages';
import type { ForgotPasswordFormState } from './session-actions';
import styles from './sign-in-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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
  const [email, setEmail] = useState(posted.email ?? '');
  const [emailError, setEmailError] = useState<'forgot.emailRequired' | 'forgot.emailInvalid' | null>(
    posted.emailError ?? null,
  );
  const emailRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const request = useMutation({ mutationFn: (address: string) => requestPasswordReset(client, { email: address }) });

  useEffect(() => {
    if (request.isSuccess || request.isError) statusRef.current?.focus();
  }, [request.isSuccess, request.isError]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    const problem = !trimmed ? 'forgot.emailRequired' : EMAIL.test(trimmed) ? null : 'forgot.emailInvalid';
    setEmailError(problem);
    if (problem) return emailRef.current?.focus();
    request.mutate(trimmed);
  }

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
        ref={emailRef}
        id={`${id}-email`}
        label={t('forgot.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
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
