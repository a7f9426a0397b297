'use client';

import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
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
  alertRef,
  errorKey,
  serverCodes,
}: {
  id: string;
  alertRef: Ref<HTMLDivElement>;
  errorKey: string;
  serverCodes: readonly PasswordRuleCode[];
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  return (
    <div id={id} ref={alertRef} className={styles.alert} role="alert" tabIndex={-1} data-testid="sign-up-alert">
      <p className={styles.alertTitle}>
        {errorKey.startsWith('signUp.')
          ? runtimeKeys(t)(errorKey)
          : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')}
      </p>
      {errorKey === 'signUp.passwordInvalid' && serverCodes.length > 0 ? (
        <ul className={styles.alertList}>
          {serverCodes.map((code) => (
            <li key={code}>{t(`passwordRules.${code}`)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
