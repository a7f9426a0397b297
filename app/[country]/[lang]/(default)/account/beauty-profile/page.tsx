import { BeautyProfileSection } from '@/components/profile/beauty-profile-page';
import { savedOutcome } from '@/components/profile/beauty-profile-state';
import { BEAUTY_PROFILE_POINTS } from '@/contract/profile-options';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleQueryPageProps } from '@/app/[country]/[lang]/_routes/props';
import { AccountScreen } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('profile', 'title', { index: false });

/**
 * Members only: the proxy sends guests to sign in first. The member's part is rendered with the
 * page, not streamed behind a fallback, so the form is there and works before (or without) the
 * page's script.
 */
export default async function BeautyProfileRoute({ params, searchParams }: LocaleQueryPageProps) {
  const { country, lang } = await localeFromParams(params);
  const saved = savedOutcome((await searchParams).saved);
  const t = await getTranslator(lang, 'profile');
  return (
    <AccountScreen
      id="beauty-profile"
      width="wide"
      heading={t('heading')}
      intro={t('intro', { points: BEAUTY_PROFILE_POINTS })}
    >
      <BeautyProfileSection country={country} lang={lang} saved={saved} />
    </AccountScreen>
  );
}
