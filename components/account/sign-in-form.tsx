'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlertHelp, FormErrorAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import type { SignInBody } from '@/contract/auth';
import { useSignedIn } from '@/components/data/hooks';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { withLanguage } from '@/lib/routing/language-query';
import { signInTarget } from '@/lib/routing/return-to';
import type { AuthFormProps } from './auth-form-props';
import { SIGN_IN_FORM_MESSAGES } from './messages';
import type { SignInFormState } from './session-actions';
import { SIGN_IN_KEYS, signInFormSchema, signInIssues } from './session-fields';
import styles from './sign-in-form.module.css';
import { EMAIL_INPUT } from '@/lib/forms/email-input';

const resolver = zodResolver(signInFormSchema, { error: signInIssues });
const errorsFrom = (state: SignInFormState) => postedErrors<SignInBody>(state.fieldErrors);

export { signInTarget };

/** Without a server action (tests) the form still posts, never sends its fields in a URL. */
const noAction: FormAction<SignInFormState> = async (state) => state;

/**
 * Signs in through its server action, the only write: the action signs in with the API and sets
 * the session's cookies. Without JavaScript it then redirects to the safe return_to; with it, the
 * form tells the other tabs, reads the member's account and goes there itself.
 */
export function SignInForm({ lang, defaultLang, action = noAction }: AuthFormProps<SignInFormState>) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const signedIn = useSignedIn();
  const id = useId();
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<SignInBody, SignInFormState>(
    action,
    {},
    { resolver, defaultValues: (posted) => ({ email: posted.email ?? '', password: '' }), errorsFrom },
  );

  useEffect(() => {
    if (!state.signedIn) return;
    void signedIn().then(() => router.replace(signInTarget(window.location.search, lang, defaultLang)));
  }, [state, signedIn, router, lang, defaultLang]);

  const ids = { email: `${id}-email`, password: `${id}-password`, alert: `${id}-alert` };
  const emailKey = messageKey(formState.errors.email?.message, SIGN_IN_KEYS);
  const passwordKey = messageKey(formState.errors.password?.message, SIGN_IN_KEYS);
  const key = state.errorKey ?? null;
  const busy = pending || Boolean(state.signedIn);

  return (
    <form
      className={styles.form}
      // A server action: React renders the form as method="POST" to the page, never GET.
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={key ? ids.alert : undefined}
    >
      <FormErrorAlert id={ids.alert} errorKey={key} known={SIGN_IN_FORM_MESSAGES.errors} answer={state}>
        {key === 'signInBlocked' ? (
          <>
            <FormAlertHelp>
              {t('signIn.blockedHelp', { referenceId: state.referenceId ?? '—' })}{' '}
              <Link href={withLanguage('/pages/contact-us', lang, defaultLang)}>{t('signIn.contactUs')}</Link>
            </FormAlertHelp>
            <FormAlertHelp>
              <Link href={withLanguage('/users/unlock', lang, defaultLang)}>{t('unlock.link')}</Link>
            </FormAlertHelp>
          </>
        ) : null}
      </FormErrorAlert>

      <TextField
        {...register('email')}
        // In the server's HTML too: a form posted without JavaScript comes back with the address.
        defaultValue={state.email}
        id={ids.email}
        label={t('signIn.email')}
        {...EMAIL_INPUT}
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

      <FormSubmit pending={busy} label={t('signIn.submit')} pendingLabel={t('signIn.submitting')} />
    </form>
  );
}
