'use client';

import { useTranslation } from 'react-i18next';
import { FormAlert, FormErrorAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { ButtonLink } from '@/components/ui/button';
import { withLanguage } from '@/lib/routing/language-query';
import type { AuthFormProps } from './auth-form-props';
import { GOOGLE_SIGN_IN_MESSAGES } from './messages';
import type { GoogleSignInState } from './session-actions';
import styles from './google-sign-in.module.css';

/** Nothing to check in the browser: the one field is the ID token Google's script hands over. */
type NoFields = Record<string, never>;

const noAction: FormAction<GoogleSignInState> = async (state) => state;
const noFields = () => ({});

/** Google's "G", drawn in the page's ink so it sits with the black-and-white buttons. */
function GoogleMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M21.35 11.1H12v2.98h5.35c-.23 1.4-1.64 4.1-5.35 4.1-3.22 0-5.85-2.67-5.85-5.96S8.78 6.26 12 6.26c1.83 0 3.06.78 3.76 1.45l2.56-2.47C16.68 3.72 14.54 2.8 12 2.8 6.92 2.8 2.8 6.92 2.8 12s4.12 9.2 9.2 9.2c5.31 0 8.83-3.73 8.83-8.99 0-.6-.07-1.07-.15-1.52z"
      />
    </svg>
  );
}

/**
 * "Continue with Google" on the sign-in and registration pages. The form posts to `action` with or
 * without JavaScript (the ID token, when Google's script issues one, travels in the POST body).
 * A Google account that is not linked to a Beauty Pass account gets the prompt to register, which
 * leads to the registration page with the Google account's e-mail and the page's `return_to`.
 * Each answer takes the focus, so a keyboard or screen-reader user lands on it.
 */
export function GoogleSignIn({ lang, defaultLang, action = noAction }: AuthFormProps<GoogleSignInState>) {
  const { t } = useTranslation('auth');
  const { state, formAction, pending, onSubmit } = useActionForm<NoFields, GoogleSignInState>(
    action,
    {},
    {
      defaultValues: noFields,
    },
  );

  return (
    <div className={styles.google}>
      <p className={styles.divider}>{t('google.or')}</p>
      <form action={formAction} onSubmit={onSubmit} data-testid="google-sign-in">
        <input type="hidden" name="credential" defaultValue="" data-testid="google-credential" />
        <FormSubmit
          pending={pending}
          variant="secondary"
          className={styles.button}
          label={
            <>
              <GoogleMark />
              {t('google.continue')}
            </>
          }
          pendingLabel={
            <>
              <GoogleMark />
              {t('google.working')}
            </>
          }
        />
      </form>
      {state.notLinked ? (
        <FormAlert answer={state} className={styles.prompt} testId="google-not-linked" title={t('google.notLinked')}>
          {state.email ? (
            <p className={styles.promptText}>{t('google.notLinkedEmail', { email: state.email })}</p>
          ) : null}
          <p className={styles.promptText}>{t('google.notLinkedHelp')}</p>
          <ButtonLink href={withLanguage(state.registerPath ?? '/sign_up', lang, defaultLang)} variant="primary" block>
            {t('google.register')}
          </ButtonLink>
        </FormAlert>
      ) : (
        <FormErrorAlert errorKey={state.errorKey} known={GOOGLE_SIGN_IN_MESSAGES.errors} answer={state} />
      )}
    </div>
  );
}
