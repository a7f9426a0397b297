import Link from 'next/link';
import { Suspense } from 'react';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { HeaderAccountLink } from './header-account-link';
import styles from './header-account-link.module.css';

/** The header's account entry with its three strings translated on the server. */
export async function HeaderAccount({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'auth');
  const defaultLang = defaultLanguage(country);
  const signIn = t('header.signIn');
  return (
    // The link reads the current path; until it can, the same link without return_to holds its place.
    <Suspense
      fallback={
        <Link href={withLanguage('/sign_in', lang, defaultLang)} className={styles.link} prefetch={false}>
          {signIn}
        </Link>
      }
    >
      <HeaderAccountLink
        lang={lang}
        defaultLang={defaultLang}
        labels={{
          signIn,
          myAccount: t('header.myAccount'),
          // The name is filled in by the browser once the account is known.
          greeting: t('header.greeting', { name: '{{name}}' }),
        }}
      />
    </Suspense>
  );
}
