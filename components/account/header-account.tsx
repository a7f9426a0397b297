import { getTranslator } from '@/lib/i18n/server';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { DrawerAccountLinks, HeaderAccountLink } from './header-account-link';

async function accountLabels(lang: Language) {
  const [t, ta] = await Promise.all([getTranslator(lang, 'auth'), getTranslator(lang, 'account')]);
  const menuKeys = [
    'label',
    'dashboard',
    'orders',
    'wishlist',
    'points',
    'beautyProfile',
    'reviews',
    'bookings',
    'profile',
    'signOut',
    'signingOut',
    'register',
  ] as const;
  return {
    signIn: t('header.signIn'),
    myAccount: t('header.myAccount'),
    // The name is filled in by the browser once the account is known.
    greeting: t('header.greeting', { name: '{{name}}' }),
    account: t('header.account'),
    menu: Object.fromEntries(menuKeys.map((key) => [key, ta(`menu.${key}`)])) as Record<
      (typeof menuKeys)[number],
      string
    >,
  };
}

/**
 * The header's account entry. Its HTML is the same for every visitor (it reads nothing of the
 * request, so the page stays cacheable whole); the browser shows who is here once it has hydrated.
 */
export async function HeaderAccount({ country, lang }: { country: CountryCode; lang: Language }) {
  return <HeaderAccountLink lang={lang} defaultLang={defaultLanguage(country)} labels={await accountLabels(lang)} />;
}

/** The account entries of the phone menu drawer. */
export async function DrawerAccount({ country, lang }: { country: CountryCode; lang: Language }) {
  return <DrawerAccountLinks lang={lang} defaultLang={defaultLanguage(country)} labels={await accountLabels(lang)} />;
}
