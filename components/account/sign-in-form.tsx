'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useActionState, useId, useMemo, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { SignInBody } from '@/lib/api/contract/auth';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { useSignIn } from '@/lib/api/hooks';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { withLanguage } from '@/lib/routing/language-query';
import { signInTarget } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import { SIGN_IN_FORM_MESSAGES } from './messages';
import type { SignInFormState } from './session-actions';
import { SIGN_IN_KEYS, signInFormSchema, signInIssues } from './session-fields';
import styles from './sign-in-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const SHOWN_ERRORS: ReadonlySet<string> = new Set(SIGN_IN_FORM_MESSAGES.errors);
const resolver = zodResolver(signInFormSchema, { error: signInIssues });

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
  const serverErrors = useMemo(() => postedErrors<SignInBody>(posted.fieldErrors), [posted]);
  const { register, handleSubmit, setFocus, formState } = useForm<SignInBody>({
    resolver,
    defaultValues: { email: posted.email ?? '', password: '' },
    errors: serverErrors,
    shouldFocusError: false,
  });
  const alertRef = useRef<HTMLDivElement>(null);

  const ids = {
    email: `${id}-email`,
    password: `${id}-password`,
    alert: `${id}-alert`,
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    void handleSubmit(
      (body) =>
        signIn.mutate(body, {
          onSuccess: () => router.replace(signInTarget(window.location.search, lang, defaultLang)),
          // Move focus to the message so screen readers and keyboards land on it.
          onError: () => requestAnimationFrame(() => alertRef.current?.focus()),
        }),
      (found) => setFocus(found.email ? 'email' : 'password'),
    )(event);
  }
  const emailKey = messageKey(formState.errors.email?.message, SIGN_IN_KEYS);
  const passwordKey = messageKey(formState.errors.password?.message, SIGN_IN_KEYS);

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
        {...register('email')}
        // In the server's HTML too: a form posted without JavaScript comes back with the address.
        defaultValue={posted.email}
        id={ids.email}
        label={t('signIn.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={emailKey ? t(emailKey) : null}
      />

      <TextField
        {...register('password')}
        id={ids.password}
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        required
        error={passwordKey ? t(passwordKey) : null}
      />

      <Button type="submit" variant="primary" block disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
