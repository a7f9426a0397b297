import { LOYALTY_MESSAGES } from '@/components/loyalty/messages';
import { RewardsBoutique } from '@/components/loyalty/rewards-boutique';
import { listRewards } from '@/lib/api/loyalty-catalogue';
import { readForShell } from '@/lib/api/prerender';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import { AccountScreen } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('loyalty', 'rewards.title');

/**
 * The same for everyone (cached per country × language): the rewards are in the page's HTML, and
 * the member's points and what they can redeem come in the browser, so guests and members share
 * one page.
 */
export default async function RewardsPage({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages, groups] = await Promise.all([
    getTranslator(lang, 'loyalty'),
    pickMessages(lang, LOYALTY_MESSAGES),
    readForShell(() => listRewards(country, lang)).catch(() => undefined),
  ]);
  return (
    <AccountScreen id="rewards" width="dashboard" heading={t('rewards.heading')} intro={t('rewards.intro')}>
      <TranslationsProvider lang={lang} resources={messages}>
        <RewardsBoutique country={country} lang={lang} defaultLang={defaultLanguage(country)} initialGroups={groups} />
      </TranslationsProvider>
    </AccountScreen>
  );
}
