'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useActionState, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { useSignIn } from '@/lib/api/hooks';
import { withLanguage } from '@/lib/routing/language-query';
import { signInTarget } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import { SIGN_IN_FORM_MESSAGES } from './messages';
import type { SignInFormState } from './session-actions';
import styles from './sign-in-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

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

export { signInTarget };

type SignInAction = (state: SignInFormState, form: FormData) => Promise<SignInFormState>;

/** Without a server action (tests) the form still posts, never sends its fields in a URL. */
const noAction: SignInAction = async (state) => state;

/**
 * Signs in with the API from the browser. Before (or without) JavaScript the same form posts to
 * `action`, a server action that signs in, sets the cookies and redirects to the safe return_to.
 */
export function SignInForm({
  lang,
  defaultLang,
  action = noAction,
}: {
  lang: Language;
  defaultLang: Language;
  action?: SignInAction;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const router = useRouter();
  const signIn = useSignIn();
  const id = useId();
  const [posted, formAction] = useActionState(action, {});
  const [email, setEmail] = useState(posted.email ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(posted.fieldErrors ?? {});
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

  // The script path's error, else the one the server action answered a script-less post with.
  const error = signIn.error ?? (signIn.isIdle && posted.errorKey ? posted : null);
  const key = signIn.error ? errorMessageKey(signIn.error) : error ? (posted.errorKey ?? null) : null;
  const shownKey = key && SHOWN_ERRORS.has(key) ? key : 'generic';
  const referenceId = isApiError(signIn.error)
    ? signIn.error.detail('referenceId')
    : error
      ? posted.referenceId
      : undefined;
  const pending = signIn.isPending || signIn.isSuccess;

  return (
    <form
      className={styles.form}
      // A server action: React renders the form as method="POST" to the page, never GET.
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={error ? ids.alert : undefined}
    >
      {error ? (
        <div id={ids.alert} ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
          <p className={styles.alertTitle}>{runtimeKeys(tError)(shownKey)}</p>
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
