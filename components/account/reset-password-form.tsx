'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { PasswordRuleCode } from '@/lib/api/contract/auth';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { useApiClient } from '@/lib/api/react';
import { checkResetToken, resetPassword } from '@/lib/api/sessions';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { RESET_PASSWORD_FORM_MESSAGES } from './messages';
import { PasswordChecklist } from './password-checklist';
import {
  NEW_PASSWORD_RULES,
  newPasswordCodes,
  resetPasswordFormSchema,
  resetPasswordIssues,
  ruleCodes,
} from './password-fields';
import type { ResetPasswordFormState } from './session-actions';
import styles from './sign-up-form.module.css';
import successStyles from './sign-in-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';
import { takeMailedToken } from './mailed-token';

const resolver = zodResolver(resetPasswordFormSchema, { error: resetPasswordIssues });
type ResetValues = z.input<typeof resetPasswordFormSchema>;
const SHOWN_ERRORS: ReadonlySet<string> = new Set(RESET_PASSWORD_FORM_MESSAGES.errors);

type ResetAction = (state: ResetPasswordFormState, form: FormData) => Promise<ResetPasswordFormState>;
const noAction: ResetAction = async (state) => state;

/**
 * Sets a new password with the token of the mailed link. The rules show as a live checklist; the
 * server's codes (006 included) mark the same list. A used, unknown or expired link answers "Reset
 * token expired; request a new link", with the link to ask again. Without JavaScript the form posts
 * to `action`, which reads the token from the page it was posted from.
 */
export function ResetPasswordForm({
  lang,
  defaultLang,
  action = noAction,
}: {
  lang: Language;
  defaultLang: Language;
  action?: ResetAction;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const client = useApiClient();
  const [posted, formAction] = useActionState(action, {});
  const token = useRef<string | null>(null);
  const { register, handleSubmit, setFocus, control } = useForm<ResetValues>({
    resolver,
    defaultValues: { password: '', passwordConfirmation: '' },
    shouldFocusError: false,
  });
  const [password, passwordConfirmation] = useWatch({ control, name: ['password', 'passwordConfirmation'] });
  const [serverCodes, setServerCodes] = useState<PasswordRuleCode[]>(posted.codes ?? []);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string; passwordConfirmation: string }) =>
      resetPassword(client, body),
  });

  // Whether the mailed link still works, asked as the page opens: a page opened without a token, or
  // with a used, expired or made-up one, says so at once instead of after a new password is typed.
  const [link, setLink] = useState<'checking' | 'valid' | 'invalid'>('checking');
  useEffect(() => {
    token.current ??= takeMailedToken();
    if (!token.current) {
      setLink('invalid');
      return;
    }
    let current = true;
    checkResetToken(client, token.current).then(
      () => current && setLink('valid'),
      // Only the API's own verdict hides the form: a network failure leaves it to the submit.
      (error: unknown) =>
        current && setLink(isApiError(error) && error.code === 'reset_token_expired' ? 'invalid' : 'valid'),
    );
    return () => {
      current = false;
    };
  }, [client]);
  useEffect(() => {
    if (reset.isSuccess) statusRef.current?.focus();
    if (reset.isError) alertRef.current?.focus();
  }, [reset.isSuccess, reset.isError]);

  const failing = new Set<PasswordRuleCode>([...newPasswordCodes({ password, passwordConfirmation }), ...serverCodes]);
  const touched = password.length > 0 || serverCodes.length > 0;
  // A new password clears the rules the server found broken in the last one.
  const typed = { onChange: () => setServerCodes([]) };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(
      (body) =>
        reset.mutate(
          { token: token.current ?? '', ...body },
          { onError: (error) => setServerCodes(isApiError(error) ? ruleCodes(error.details?.codes) : []) },
        ),
      // The checklist says which rules the password breaks; the field takes the focus.
      (found) => setFocus(found.password || !found.passwordConfirmation ? 'password' : 'passwordConfirmation'),
    )(event);

  const signInHref = withLanguage('/sign_in', lang, defaultLang);
  const forgotHref = withLanguage('/password/forgot', lang, defaultLang);
  if (reset.isSuccess || posted.done) {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={successStyles.success} data-testid="reset-done">
        <p>{t('reset.done')}</p>
        <Link href={signInHref} className={successStyles.successLink}>
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }

  if (link === 'invalid' && !posted.errorKey) {
    return (
      <div role="alert" className={styles.alert} data-testid="reset-link-invalid">
        <p className={styles.alertTitle}>{tError('resetTokenExpired')}</p>
        <p className={styles.alertHelp}>{t('reset.linkHelp')}</p>
        <p className={styles.alertHelp}>
          <Link href={forgotHref}>{t('reset.requestNew')}</Link>
        </p>
      </div>
    );
  }

  const errorKey = reset.error
    ? isApiError(reset.error) && reset.error.code === 'invalid_password'
      ? 'reset.passwordInvalid'
      : errorMessageKey(reset.error)
    : reset.isIdle
      ? (posted.errorKey ?? null)
      : null;

  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} data-link={link}>
      {errorKey ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>
            {errorKey.startsWith('reset.')
              ? runtimeKeys(t)(errorKey)
              : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')}
          </p>
          {errorKey === 'resetTokenExpired' ? (
            <p className={styles.alertHelp}>
              <Link href={forgotHref}>{t('reset.requestNew')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <TextField
        {...register('password', typed)}
        label={t('reset.password')}
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
      />
      <TextField
        {...register('passwordConfirmation', typed)}
        label={t('reset.passwordConfirmation')}
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
      <Button type="submit" variant="primary" block disabled={reset.isPending} aria-busy={reset.isPending || undefined}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
