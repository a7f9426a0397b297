'use client';

import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import type { PasswordRuleCode } from '@/contract/auth';
import { runtimeKeys } from '@/lib/i18n/config';
import { SIGN_UP_FORM_MESSAGES } from './messages';
import styles from './sign-up-form.module.css';

const SHOWN_ERRORS: ReadonlySet<string> = new Set(SIGN_UP_FORM_MESSAGES.errors);

/**
 * Why a registration was refused: an `auth` key (`signUp.*`) or an errors-namespace key, with the
 * rules the server found broken.
 */
export function SignUpAlert({
  id,
  answer,
  errorKey,
  serverCodes,
}: {
  id: string;
  /** Changes with every answer of the server, so that the alert takes the focus again. */
  answer: unknown;
  errorKey: string;
  serverCodes: readonly PasswordRuleCode[];
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  return (
    <FormAlert
      id={id}
      answer={answer}
      testId="sign-up-alert"
      title={
        errorKey.startsWith('signUp.')
          ? runtimeKeys(t)(errorKey)
          : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')
      }
    >
      {errorKey === 'signUp.passwordInvalid' && serverCodes.length > 0 ? (
        <ul className={styles.alertList}>
          {serverCodes.map((code) => (
            <li key={code}>{t(`passwordRules.${code}`)}</li>
          ))}
        </ul>
      ) : null}
    </FormAlert>
  );
}
