'use client';

import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { notifySession } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { runtimeKeys } from '@/lib/i18n/config';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { takeMailedToken } from './mailed-token';
import { CONFIRM_SIGN_UP_MESSAGES } from './messages';
import type { ConfirmSignUpState } from './sign-up-actions';
import formStyles from './sign-up-form.module.css';
import styles from './sign-in-form.module.css';

type ConfirmAction = (state: ConfirmSignUpState, form: FormData) => Promise<ConfirmSignUpState>;
const noAction: ConfirmAction = async (state) => state;
const SHOWN_ERRORS: ReadonlySet<string> = new Set(CONFIRM_SIGN_UP_MESSAGES.errors);

/**
 * The page of the link mailed at sign-up. The account is made only when the member presses the
 * button, so a mail scanner that opens the link makes none. The form posts to `action`: before
 * JavaScript the token is still in the address it was posted from; with it, the token has left the
 * address bar and goes in the form. A link without a token says so at once.
 */
export function ConfirmSignUpForm({
  lang,
  defaultLang,
  action = noAction,
}: {
  lang: Language;
  defaultLang: Language;
  action?: ConfirmAction;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const queryClient = useQueryClient();
  const [posted, formAction, pending] = useActionState(action, {});
  const token = useRef<string | null>(null);
  const [tokenless, setTokenless] = useState(false);
  const focusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    token.current ??= takeMailedToken();
    if (!token.current) setTokenless(true);
  }, []);
  useEffect(() => {
    if (!posted.round) return;
    focusRef.current?.focus();
    if (posted.welcome) {
      // The answer's cookies signed the member in: the header and other tabs follow.
      notifySession('signed-in');
      void queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    }
  }, [posted.round, posted.welcome, queryClient]);

  if (posted.welcome) {
    return (
      <div ref={focusRef} tabIndex={-1} role="status" className={styles.success} data-testid="sign-up-welcome">
        <p>{t('confirmSignUp.welcome', { name: posted.welcome.firstName, points: posted.welcome.points })}</p>
        <Link href={posted.next ?? withLanguage('/account', lang, defaultLang)} className={styles.successLink}>
          {t('confirmSignUp.continue')}
        </Link>
      </div>
    );
  }

  const errorKey = pending ? null : tokenless && !posted.round ? 'confirmSignUp.invalid' : (posted.errorKey ?? null);
  const invalid = errorKey === 'confirmSignUp.invalid';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('token', token.current ?? '');
    startTransition(() => formAction(data));
  }

  return (
    <>
      {errorKey ? (
        <div ref={focusRef} tabIndex={-1} role="alert" className={formStyles.alert} data-testid="sign-up-confirm-error">
          <p className={formStyles.alertTitle}>
            {invalid ? t('confirmSignUp.invalid') : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')}
          </p>
          {invalid ? (
            <p className={formStyles.alertHelp}>
              <Link href={withLanguage('/sign_up', lang, defaultLang)}>{t('confirmSignUp.signUpAgain')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {invalid ? null : (
        <form className={formStyles.form} action={formAction} onSubmit={onSubmit} data-testid="sign-up-confirm-form">
          <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
            {pending ? t('confirmSignUp.submitting') : t('confirmSignUp.submit')}
          </Button>
        </form>
      )}
    </>
  );
}
