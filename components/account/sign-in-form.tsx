'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { useSignIn } from '@/lib/api/hooks';
import { withLanguage } from '@/lib/routing/language-query';
import { safeReturnTo } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import { SIGN_IN_FORM_MESSAGES } from './messages';
import styles from './sign-in-form.module.css';

const SHOWN_ERRORS: ReadonlySet<string> = new Set(SIGN_IN_FORM_MESSAGES.errors);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type FieldErrors = { email?: 'signIn.emailRequired' | 'signIn.emailInvalid'; password?: 'signIn.passwordRequired' };

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'signIn.emailRequired';
  else if (!EMAIL.test(email.trim())) errors.email = 'signIn.emailInvalid';
  if (!password) errors.password = 'signIn.passwordRequired';
  return errors;
}

/** Where to go after signing in: a safe `return_to`, keeping a non-default language. */
export function signInTarget(search: string, lang: Language, defaultLang: Language): string {
  const returnTo = new URLSearchParams(search).get('return_to');
  return withLanguage(safeReturnTo(returnTo ?? '/'), lang, defaultLang);
}

export function SignInForm({ lang, defaultLang }: { lang: Language; defaultLang: Language }) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const router = useRouter();
  const signIn = useSignIn();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const ids = {
    email: `${id}-email`,
    password: `${id}-password`,
    alert: `${id}-alert`,
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validate(email, password);
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => router.replace(signInTarget(window.location.search, lang, defaultLang)),
        // Move focus to the message so screen readers and keyboards land on it.
        onError: () => requestAnimationFrame(() => alertRef.current?.focus()),
      },
    );
  }

  const error = signIn.error;
  const key = error ? errorMessageKey(error) : null;
  const shownKey = key && SHOWN_ERRORS.has(key) ? key : 'generic';
  const referenceId = isApiError(error) ? error.detail('referenceId') : undefined;
  const pending = signIn.isPending || signIn.isSuccess;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-describedby={error ? ids.alert : undefined}>
      {error ? (
        <div id={ids.alert} ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          <p className={styles.alertTitle}>{tError(shownKey)}</p>
          {key === 'signInBlocked' ? (
            <p className={styles.alertHelp}>
              {t('signIn.blockedHelp', { referenceId: referenceId ?? '—' })}{' '}
              <Link href={withLanguage('/pages/contact-us', lang, defaultLang)}>{t('signIn.contactUs')}</Link>
            </p>
          ) : null}
          {key === 'signInBlocked' ? (
            <p className={styles.alertHelp}>
              <Link href={withLanguage('/users/unlock', lang, defaultLang)}>{t('unlock.link')}</Link>
            </p>
          ) : null}
        </div>
      ) : null}

      <TextField
        ref={emailRef}
        id={ids.email}
        label={t('signIn.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email ? t(fieldErrors.email) : null}
      />

      <TextField
        ref={passwordRef}
        id={ids.password}
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password ? t(fieldErrors.password) : null}
      />

      <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
