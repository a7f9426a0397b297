import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { getTranslator } from '@/lib/i18n/server';
import { JWT_DATA_COOKIE } from '@/lib/routing/cookies';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { DrawerAccountLinks, HeaderAccountLink } from './header-account-link';
import styles from './header-account-link.module.css';

async function accountLabels(lang: Language) {
  const t = await getTranslator(lang, 'auth');
  return {
    signIn: t('header.signIn'),
    myAccount: t('header.myAccount'),
    // The name is filled in by the browser once the account is known.
    greeting: t('header.greeting', { name: '{{name}}' }),
    heading: t('header.account'),
    orders: t('header.orders'),
    wishlist: t('header.wishlist'),
  };
}

/**
 * The header's account entry. The page shell holds an empty slot of the same size; the entry
 * itself is rendered per request, knowing whether the request carries a session, so a member's
 * first paint never says "Sign in".
 */
export async function HeaderAccount({ country, lang }: { country: CountryCode; lang: Language }) {
  return (
    <Suspense fallback={<span className={styles.slot} aria-hidden="true" />}>
      <HeaderAccountForRequest country={country} lang={lang} />
    </Suspense>
  );
}

async function HeaderAccountForRequest({ country, lang }: { country: CountryCode; lang: Language }) {
  const [jar, labels] = await Promise.all([cookies(), accountLabels(lang)]);
  return (
    <HeaderAccountLink
      lang={lang}
      defaultLang={defaultLanguage(country)}
      labels={labels}
      sessionHint={Boolean(jar.get(JWT_DATA_COOKIE)?.value)}
    />
  );
}

/** The account entries of the phone menu drawer. */
export async function DrawerAccount({ country, lang }: { country: CountryCode; lang: Language }) {
  return <DrawerAccountLinks lang={lang} defaultLang={defaultLanguage(country)} labels={await accountLabels(lang)} />;
}
