'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert, FormAlertHelp, FormErrorAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Link } from '@/components/ui/link';
import { isApiError } from '@/lib/api/errors';
import { useApiClient } from '@/components/data/api-client';
import { checkResetToken } from '@/lib/api/sessions';
import { withLanguage } from '@/lib/routing/language-query';
import type { AuthFormProps } from './auth-form-props';
import { takeMailedToken } from './mailed-token';
import { RESET_PASSWORD_FORM_MESSAGES } from './messages';
import { NewPasswordFields } from './new-password-fields';
import { resetPasswordFormSchema, resetPasswordIssues } from './password-fields';
import type { ResetPasswordFormState } from './session-actions';
import styles from './sign-up-form.module.css';

const resolver = zodResolver(resetPasswordFormSchema, { error: resetPasswordIssues });
type ResetValues = z.input<typeof resetPasswordFormSchema>;
const noAction: FormAction<ResetPasswordFormState> = async (state) => state;
const EMPTY = { password: '', passwordConfirmation: '' };

/**
 * Sets a new password with the token of the mailed link. The rules show as a live checklist; the
 * server's codes (006 included) mark the same list. A used, unknown or expired link answers "Reset
 * token expired; request a new link", with the link to ask again. The server action is the only
 * write: without JavaScript it reads the token from the address the form was posted from; with it,
 * the token (taken out of the address bar) goes in the post's body.
 */
export function ResetPasswordForm({ lang, defaultLang, action = noAction }: AuthFormProps<ResetPasswordFormState>) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const client = useApiClient();
  // Taken once: the address bar loses it (a second run of the effect would find none).
  const taken = useRef<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const { state, formAction, pending, onSubmit, register, control } = useActionForm<
    ResetValues,
    ResetPasswordFormState
  >(
    action,
    {},
    {
      resolver,
      defaultValues: () => EMPTY,
      // The checklist says which rules the password breaks; the field takes the focus.
      shouldFocusError: true,
    },
  );
  const [password, passwordConfirmation] = useWatch({ control, name: ['password', 'passwordConfirmation'] });
  // A new password clears the rules the server found broken in the last one.
  const [typedSince, setTypedSince] = useState<ResetPasswordFormState | null>(null);
  const serverCodes = typedSince === state ? [] : (state.codes ?? []);

  // Whether the mailed link still works, asked as the page opens: a page opened without a token, or
  // with a used, expired or made-up one, says so at once instead of after a new password is typed.
  const [link, setLink] = useState<'checking' | 'valid' | 'invalid'>('checking');
  useEffect(() => {
    taken.current ??= takeMailedToken();
    const mailed = taken.current;
    setToken(mailed);
    if (!mailed) {
      setLink('invalid');
      return;
    }
    let current = true;
    checkResetToken(client, mailed).then(
      () => current && setLink('valid'),
      // Only the API's own verdict hides the form: a network failure leaves it to the submit.
      (error: unknown) =>
        current && setLink(isApiError(error) && error.code === 'reset_token_expired' ? 'invalid' : 'valid'),
    );
    return () => {
      current = false;
    };
  }, [client]);

  const typed = { onChange: () => setTypedSince(state) };

  const signInHref = withLanguage('/sign_in', lang, defaultLang);
  const forgotHref = withLanguage('/password/forgot', lang, defaultLang);
  if (state.done) {
    return (
      <FormAlert status testId="reset-done" title={t('reset.done')}>
        <Link href={signInHref}>{t('reset.signIn')}</Link>
      </FormAlert>
    );
  }

  if (link === 'invalid' && !state.errorKey) {
    return (
      <FormAlert testId="reset-link-invalid" title={tError('resetTokenExpired')}>
        <FormAlertHelp>{t('reset.linkHelp')}</FormAlertHelp>
        <FormAlertHelp>
          <Link href={forgotHref}>{t('reset.requestNew')}</Link>
        </FormAlertHelp>
      </FormAlert>
    );
  }

  return (
    <form className={styles.form} action={formAction} noValidate onSubmit={onSubmit} data-link={link}>
      <FormErrorAlert
        errorKey={state.errorKey}
        known={RESET_PASSWORD_FORM_MESSAGES.errors}
        own={{ prefix: 'reset.', t }}
        answer={state}
      >
        {state.errorKey === 'resetTokenExpired' ? (
          <FormAlertHelp>
            <Link href={forgotHref}>{t('reset.requestNew')}</Link>
          </FormAlertHelp>
        ) : null}
      </FormErrorAlert>
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <NewPasswordFields
        registered={{
          password: register('password', typed),
          passwordConfirmation: register('passwordConfirmation', typed),
        }}
        labels={{ password: t('reset.password'), passwordConfirmation: t('reset.passwordConfirmation') }}
        typed={{ password, passwordConfirmation }}
        serverCodes={serverCodes}
      />
      <FormSubmit pending={pending} label={t('reset.submit')} pendingLabel={t('reset.submitting')} />
    </form>
  );
}
