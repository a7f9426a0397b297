'use client';

import { Link } from '@/components/ui/link';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordRuleCode } from '@/lib/api/contract/auth';
import { runtimeKeys } from '@/lib/i18n/config';
import { withLanguage } from '@/lib/routing/language-query';
import { keepReturnTo } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import { SIGN_UP_FORM_MESSAGES } from './messages';
import styles from './sign-up-form.module.css';

const SHOWN_ERRORS: ReadonlySet<string> = new Set(SIGN_UP_FORM_MESSAGES.errors);

/**
 * Why a registration failed: an `auth` key (`signUp.*`) or an errors-namespace key, with the way
 * to sign in for an address already registered and the rules the server found broken.
 */
export function SignUpAlert({
  id,
  alertRef,
  errorKey,
  serverCodes,
  postedSearch,
  lang,
  defaultLang,
}: {
  id: string;
  alertRef: Ref<HTMLDivElement>;
  errorKey: string;
  serverCodes: readonly PasswordRuleCode[];
  /** The query of the page a form posted without JavaScript came from, for the server's HTML. */
  postedSearch?: string;
  lang: Language;
  defaultLang: Language;
}) {
  const { t } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const search = typeof window === 'undefined' ? (postedSearch ?? '') : window.location.search;
  return (
    <div id={id} ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
      <p className={styles.alertTitle}>
        {errorKey.startsWith('signUp.')
          ? runtimeKeys(t)(errorKey)
          : runtimeKeys(tError)(SHOWN_ERRORS.has(errorKey) ? errorKey : 'generic')}
      </p>
      {errorKey === 'signUp.emailTaken' ? (
        <p className={styles.alertHelp}>
          <Link href={withLanguage(keepReturnTo('/sign_in', search), lang, defaultLang)}>
            {t('signUp.signInInstead')}
          </Link>
        </p>
      ) : null}
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
