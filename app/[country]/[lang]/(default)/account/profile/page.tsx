import { ProfilePage } from '@/components/account/profile-page';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import { AccountScreen } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('account', 'profile.title', { index: false });

/**
 * Members only: the proxy sends guests to sign in first. Rendered whole on request, with no
 * Suspense boundary around the forms: a streamed boundary is revealed by a script, and the forms
 * must work without JavaScript.
 */
export default async function AccountProfileRoute({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'account');
  return (
    <AccountScreen id="profile" width="wide" heading={t('profile.heading')} intro={t('profile.intro')}>
      <ProfilePage country={country} lang={lang} />
    </AccountScreen>
  );
}
