'use client';

import Link from 'next/link';
import { useAccount, useHydrated, useUserProfile } from '@/lib/api/hooks';
import { useAddressBar } from '@/lib/routing/address-bar';
import { withLanguage } from '@/lib/routing/language-query';
import { signInPath } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import styles from './header-account-link.module.css';

export interface HeaderAccountLabels {
  signIn: string;
  myAccount: string;
  /** Contains `{{name}}`, e.g. "Hi, {{name}}". */
  greeting: string;
}

const NO_RETURN_TO = new Set(['/', '/sign_in']);

/**
 * Spec §2: the sign-in link carries the current page as `return_to`, except on the home and
 * sign-in pages. The path is the one in the address bar (the proxy rewrites internally).
 */
export function signInHref(pathname: string, search: string, lang: Language, defaultLang: Language): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (NO_RETURN_TO.has(path)) return withLanguage('/sign_in', lang, defaultLang);
  return withLanguage(signInPath(`${pathname}${search}`), lang, defaultLang);
}

/** Header entry: "Sign in" for guests, the member's first name (or "My account") when signed in. */
export function HeaderAccountLink({
  lang,
  defaultLang,
  labels,
}: {
  lang: Language;
  defaultLang: Language;
  labels: HeaderAccountLabels;
}) {
  const { isSignedIn: signedIn } = useAccount();
  const profile = useUserProfile();
  // The server rendered this link without knowing the shopper: match it until hydration is over.
  const isSignedIn = useHydrated() && signedIn;
  const here = useAddressBar();
  const href = here
    ? signInHref(here.pathname, here.search, lang, defaultLang)
    : withLanguage('/sign_in', lang, defaultLang);

  if (isSignedIn) {
    const name = profile?.firstName.trim();
    return (
      <Link href={withLanguage('/account', lang, defaultLang)} className={styles.link}>
        {name ? labels.greeting.replace('{{name}}', name) : labels.myAccount}
      </Link>
    );
  }
  return (
    <Link href={href} className={styles.link} prefetch={false}>
      {labels.signIn}
    </Link>
  );
}
