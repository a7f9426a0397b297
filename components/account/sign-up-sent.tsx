'use client';

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { withLanguage } from '@/lib/routing/language-query';
import { keepReturnTo } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import styles from './sign-in-form.module.css';

/**
 * "Check your email" after a sign-up was accepted: the same for an address that already has an
 * account, whose mail says so. "Try again" is a link to an empty form before JavaScript, and with
 * it shows the form again with what was typed.
 */
export function SignUpSent({
  email,
  search,
  lang,
  defaultLang,
  onTryAgain,
}: {
  email: string;
  /** The query of the sign-up page (its `return_to`), kept by the way back to the form. */
  search: string;
  lang: Language;
  defaultLang: Language;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation('auth');
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => statusRef.current?.focus(), []);
  return (
    <div ref={statusRef} tabIndex={-1} role="status" className={styles.success} data-testid="sign-up-sent">
      <p>
        <strong>{t('signUp.sentTitle')}</strong>
      </p>
      <p>{t('signUp.sentBody', { email })}</p>
      <p>{t('signUp.sentHelp')}</p>
      <Link
        href={withLanguage(keepReturnTo('/sign_up', search), lang, defaultLang)}
        className={styles.successLink}
        onClick={(event) => {
          event.preventDefault();
          onTryAgain();
        }}
      >
        {t('signUp.tryAgain')}
      </Link>
    </div>
  );
}
