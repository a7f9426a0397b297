'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { passwordShapeCodes, PASSWORD_RULE_CODES, type PasswordRuleCode } from '@/lib/api/contract/auth';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { useApiClient } from '@/lib/api/react';
import { resetPassword } from '@/lib/api/sessions';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { RESET_PASSWORD_FORM_MESSAGES } from './messages';
import { PasswordChecklist } from './password-checklist';
import type { ResetPasswordFormState } from './session-actions';
import styles from './sign-up-form.module.css';
import successStyles from './sign-in-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

/** The rules a new password is held to; 006 (not a recent password) only the server can check. */
export const RESET_PASSWORD_RULES: readonly PasswordRuleCode[] = [
  'AUTH_MS_PV_001',
  'AUTH_MS_PV_002',
  'AUTH_MS_PV_003',
  'AUTH_MS_PV_004',
  'AUTH_MS_PV_006',
  'AUTH_MS_PV_007',
];
const SHOWN_ERRORS: ReadonlySet<string> = new Set(RESET_PASSWORD_FORM_MESSAGES.errors);

type ResetAction = (state: ResetPasswordFormState, form: FormData) => Promise<ResetPasswordFormState>;
const noAction: ResetAction = async (state) => state;

function isRuleCode(value: unknown): value is PasswordRuleCode {
  return typeof value === 'string' && (PASSWORD_RULE_CODES as readonly string[]).includes(value);
}

/** The token of the mailed link, read once; the address bar then drops it, so it is not kept in history. */
function takeToken(): string {
  if (typeof window === 'undefined') return '';
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token') ?? '';
  if (token) {
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return token;
}

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
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [serverCodes, setServerCodes] = useState<PasswordRuleCode[]>(posted.codes ?? []);
  const alertRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string; passwordConfirmation: string }) =>
      resetPassword(client, body),
  });

  useEffect(() => {
    token.current ??= takeToken();
  }, []);
  useEffect(() => {
    if (reset.isSuccess) statusRef.current?.focus();
    if (reset.isError) alertRef.current?.focus();
  }, [reset.isSuccess, reset.isError]);

  const live = new Set<PasswordRuleCode>(passwordShapeCodes(password));
  if (password !== confirmation) live.add('AUTH_MS_PV_007');
  for (const code of serverCodes) live.add(code);
  const touched = password.length > 0 || serverCodes.length > 0;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passwordShapeCodes(password).length > 0 || password !== confirmation) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="password"]')?.focus();
      return;
    }
    reset.mutate(
      { token: token.current ?? '', password, passwordConfirmation: confirmation },
      {
        onError: (error) => {
          const codes = isApiError(error) ? error.details?.codes : undefined;
          setServerCodes(Array.isArray(codes) ? codes.filter(isRuleCode) : []);
        },
      },
    );
  }

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

  const errorKey = reset.error
    ? isApiError(reset.error) && reset.error.code === 'invalid_password'
      ? 'reset.passwordInvalid'
      : errorMessageKey(reset.error)
    : reset.isIdle
      ? (posted.errorKey ?? null)
      : null;

  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit}>
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
        label={t('reset.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setServerCodes([]);
        }}
      />
      <TextField
        label={t('reset.passwordConfirmation')}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        maxLength={256}
        value={confirmation}
        onChange={(e) => {
          setConfirmation(e.target.value);
          setServerCodes([]);
        }}
      />
      <PasswordChecklist
        rules={RESET_PASSWORD_RULES}
        failing={live}
        touched={touched}
        serverOnly={['AUTH_MS_PV_006']}
      />
      <Button type="submit" variant="primary" block disabled={reset.isPending} aria-busy={reset.isPending || undefined}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
