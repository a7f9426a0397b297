'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { withLanguage } from '@/lib/routing/language-query';
import type { FormAction } from '@/components/forms/use-action-form';
import type { AuthFormProps } from './auth-form-props';
import { GOOGLE_SIGN_IN_MESSAGES } from './messages';
import type { GoogleSignInState } from './session-actions';
import styles from './google-sign-in.module.css';
import formStyles from './sign-up-form.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const noAction: FormAction<GoogleSignInState> = async (state) => state;
const SHOWN_ERRORS: ReadonlySet<string> = new Set(GOOGLE_SIGN_IN_MESSAGES.errors);

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
 */
export function GoogleSignIn({ lang, defaultLang, action = noAction }: AuthFormProps<GoogleSignInState>) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const [state, formAction, pending] = useActionState(action, {});
  const promptRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.round) promptRef.current?.focus();
  }, [state.round]);

  return (
    <div className={styles.google}>
      <p className={styles.divider}>{t('google.or')}</p>
      <form action={formAction} data-testid="google-sign-in">
        <input type="hidden" name="credential" defaultValue="" data-testid="google-credential" />
        <Button
          type="submit"
          variant="secondary"
          block
          className={styles.button}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          <GoogleMark />
          {pending ? t('google.working') : t('google.continue')}
        </Button>
      </form>
      {state.notLinked ? (
        <div ref={promptRef} tabIndex={-1} role="alert" className={styles.prompt} data-testid="google-not-linked">
          <p className={styles.promptTitle}>{t('google.notLinked')}</p>
          {state.email ? (
            <p className={styles.promptText}>{t('google.notLinkedEmail', { email: state.email })}</p>
          ) : null}
          <p className={styles.promptText}>{t('google.notLinkedHelp')}</p>
          <ButtonLink href={withLanguage(state.registerPath ?? '/sign_up', lang, defaultLang)} variant="primary" block>
            {t('google.register')}
          </ButtonLink>
        </div>
      ) : state.errorKey ? (
        <div ref={promptRef} tabIndex={-1} role="alert" className={formStyles.alert}>
          <p className={formStyles.alertTitle}>
            {runtimeKeys(tError)(SHOWN_ERRORS.has(state.errorKey) ? state.errorKey : 'generic')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
