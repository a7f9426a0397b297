import type { Metadata } from 'next';
import styles from '@/components/account/account-page.module.css';
import { LOYALTY_MESSAGES } from '@/components/loyalty/messages';
import { RewardsBoutique } from '@/components/loyalty/rewards-boutique';
import { listRewards } from '@/lib/api/loyalty-catalogue';
import { readForShell } from '@/lib/api/prerender';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'loyalty');
  return { title: t('rewards.title') };
}

/**
 * The same for everyone (cached per country × language): the rewards are in the page's HTML, and
 * the member's points and what they can redeem come in the browser, so guests and members share
 * one page.
 */
export default async function RewardsPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages, groups] = await Promise.all([
    getTranslator(lang, 'loyalty'),
    pickMessages(lang, LOYALTY_MESSAGES),
    readForShell(() => listRewards(country, lang)).catch(() => undefined),
  ]);
  return (
    <section className={`${styles.page} ${styles.dashboard}`} aria-labelledby="rewards-heading">
      <h1 id="rewards-heading" className={styles.heading}>
        {t('rewards.heading')}
      </h1>
      <p className={styles.intro}>{t('rewards.intro')}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <RewardsBoutique country={country} lang={lang} defaultLang={defaultLanguage(country)} initialGroups={groups} />
      </TranslationsProvider>
    </section>
  );
}
