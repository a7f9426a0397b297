'use client';

import { Link } from '@/components/ui/link';
import { useAccount, useHydrated, useUserProfile } from '@/components/data/hooks';
import { useAddressBar } from '@/lib/routing/address-bar';
import { withLanguage } from '@/lib/routing/language-query';
import { keepReturnTo, signInPath } from '@/lib/routing/return-to';
import { AccountMenu, MemberLinks } from './account-menu';
import type { Language } from '@/lib/site';
import styles from './header-account-link.module.css';

export interface HeaderAccountLabels {
  signIn: string;
  myAccount: string;
  /** Neutral ("Account"): what the page's shared HTML shows before the browser knows the visitor. */
  account: string;
  /** Contains `{{name}}`, e.g. "Hi, {{name}}". */
  greeting: string;
}

/** The member's pages, in the header's menu and the phone drawer alike. */
export interface AccountMenuLabels {
  label: string;
  dashboard: string;
  orders: string;
  wishlist: string;
  points: string;
  beautyProfile: string;
  reviews: string;
  bookings: string;
  profile: string;
  signOut: string;
  signingOut: string;
  register: string;
}

export interface DrawerAccountLabels extends HeaderAccountLabels {
  menu: AccountMenuLabels;
}

const NO_RETURN_TO = new Set(['/', '/sign_in']);

/**
 * The sign-in link carries the current page as `return_to`, except on the home and sign-in
 * pages. The path is the one in the address bar (the proxy rewrites internally).
 */
export function signInHref(pathname: string, search: string, lang: Language, defaultLang: Language): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (NO_RETURN_TO.has(path)) return withLanguage('/sign_in', lang, defaultLang);
  return withLanguage(signInPath(`${pathname}${search}`), lang, defaultLang);
}

/**
 * Who is here, without ever calling a member a guest: `member` once the account call answered,
 * `guest` when there is no session (or it was refused), `unknown` while a session is being checked.
 */
function useVisitor(): 'member' | 'guest' | 'unknown' {
  const { isSignedIn, isChecking } = useAccount();
  if (isSignedIn) return 'member';
  if (isChecking) return 'unknown';
  return 'guest';
}

function useSignInHref(lang: Language, defaultLang: Language): string {
  const here = useAddressBar();
  return here ? signInHref(here.pathname, here.search, lang, defaultLang) : withLanguage('/sign_in', lang, defaultLang);
}

interface HeaderAccountLinkProps {
  lang: Language;
  defaultLang: Language;
  labels: HeaderAccountLabels & { menu?: AccountMenuLabels };
}

/**
 * Header entry: "Sign in" for guests, the member's first name (or "My account") when signed in.
 *
 * The page's HTML is the same for every visitor (pages are served whole from a shared cache), so
 * on the server and while hydrating it is a neutral "Account" link that asks no query: it never
 * says "Sign in" to a member, and the page's own member data (a product's wish-list state, the
 * bag), handed to the browser's query cache further down the same render, is not kept out of the
 * server's HTML by a query started here first. Without JavaScript it still leads a guest to sign in
 * (the account pages send guests there).
 */
export function HeaderAccountLink(props: HeaderAccountLinkProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    const { lang, defaultLang, labels } = props;
    return (
      <Link href={withLanguage('/account', lang, defaultLang)} className={styles.link}>
        {labels.account}
      </Link>
    );
  }
  return <LiveHeaderAccountLink {...props} />;
}

function LiveHeaderAccountLink({ lang, defaultLang, labels }: HeaderAccountLinkProps) {
  const visitor = useVisitor();
  const profile = useUserProfile();
  const href = useSignInHref(lang, defaultLang);
  const accountHref = withLanguage('/account', lang, defaultLang);

  if (visitor === 'member') {
    const name = profile?.firstName.trim();
    const title = name ? labels.greeting.replace('{{name}}', name) : labels.myAccount;
    if (labels.menu) return <AccountMenu lang={lang} defaultLang={defaultLang} title={title} labels={labels.menu} />;
    return (
      <Link href={accountHref} className={styles.link}>
        {title}
      </Link>
    );
  }
  if (visitor === 'unknown') {
    return (
      <Link href={accountHref} className={styles.link} aria-busy="true">
        {labels.myAccount}
      </Link>
    );
  }
  return (
    <Link href={href} className={styles.link}>
      {labels.signIn}
    </Link>
  );
}

interface DrawerAccountProps {
  lang: Language;
  defaultLang: Language;
  labels: DrawerAccountLabels;
}

/**
 * The account entries of the phone menu: sign in for a guest, the account pages for a member.
 * Like the header's entry, the shared HTML (and the hydrating render) is a neutral account link:
 * member data handed over further down the page can reach the query cache before this part of the
 * shell hydrates, and drawing from it then would not match the server's HTML.
 */
export function DrawerAccountLinks(props: DrawerAccountProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    const { lang, defaultLang, labels } = props;
    return (
      <section className={styles.drawer} aria-label={labels.account}>
        <Link href={withLanguage('/account', lang, defaultLang)} className={styles.drawerPrimary}>
          {labels.account}
        </Link>
      </section>
    );
  }
  return <LiveDrawerAccountLinks {...props} />;
}

function LiveDrawerAccountLinks({ lang, defaultLang, labels }: DrawerAccountProps) {
  const visitor = useVisitor();
  const profile = useUserProfile();
  const signIn = useSignInHref(lang, defaultLang);
  const here = useAddressBar();
  const name = profile?.firstName.trim();
  const register = withLanguage(keepReturnTo('/sign_up', new URL(signIn, 'http://x').search), lang, defaultLang);

  return (
    <section className={styles.drawer} aria-label={labels.account}>
      {visitor === 'guest' ? (
        <div className={styles.drawerGuest}>
          <Link href={signIn} className={styles.drawerPrimary}>
            {labels.signIn}
          </Link>
          <Link href={register} className={styles.drawerSecondary}>
            {labels.menu.register}
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.drawerGreeting} aria-busy={visitor === 'unknown' ? 'true' : undefined}>
            {visitor === 'member' && name ? labels.greeting.replace('{{name}}', name) : labels.myAccount}
          </p>
          <MemberLinks
            lang={lang}
            defaultLang={defaultLang}
            labels={labels.menu}
            className={styles.drawerLinks}
            current={here?.pathname}
          />
        </>
      )}
    </section>
  );
}
