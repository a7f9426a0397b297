import { AccountOverview } from '@/components/account/account-overview';
import { ACCOUNT_OVERVIEW_MESSAGES } from '@/components/account/messages';
import { LoyaltyDashboard } from '@/components/loyalty/loyalty-dashboard';
import { LOYALTY_MESSAGES } from '@/components/loyalty/messages';
import styles from '@/components/account/account-page.module.css';
import { accountQueryOptions, userQueryOptions } from '@/lib/api/account';
import { loyaltySummaryQueryOptions } from '@/lib/api/loyalty';
import { orderListQueryOptions } from '@/lib/api/orders';
import { getTranslator } from '@/lib/i18n/server';
import { Link } from '@/components/ui/link';
import { withLanguage } from '@/lib/routing/language-query';
import { localeFromParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';
import { MemberSection } from '@/components/data/member-section';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleProps, LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import { AccountScreen } from '@/app/[country]/[lang]/_routes/screens';
import type { MessagePicks } from '@/lib/i18n/config';

/** The member's pages, one click from the dashboard. */
const SECTIONS = [
  ['orders', '/orders'],
  ['points', '/account/points'],
  ['bookings', '/account/bookings'],
  ['beautyProfile', '/account/beauty-profile'],
  ['reviews', '/account/reviews'],
  ['wishlist', '/wishlist'],
  ['rewards', '/rewards'],
  ['profile', '/account/profile'],
] as const;

export const generateMetadata = titled('account', 'title', { index: false });

/** The dashboard's strings: the overview's and the loyalty dashboard's. */
const DASHBOARD_MESSAGES: MessagePicks = { ...ACCOUNT_OVERVIEW_MESSAGES, ...LOYALTY_MESSAGES };

export default async function AccountPage({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'account');
  return (
    <AccountScreen id="account" width="dashboard" heading={t('heading')}>
      <nav className={styles.sections} aria-label={t('sections.label')}>
        <ul>
          {SECTIONS.map(([key, path]) => (
            <li key={key}>
              <Link href={withLanguage(path, lang, defaultLanguage(country))}>{t(`sections.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Rendered with the page, not streamed behind a skeleton of another height: the dashboard is in
          the first HTML, so nothing below it moves when it arrives, and it shows without script. */}
      <Dashboard country={country} lang={lang} />
    </AccountScreen>
  );
}

/**
 * Reads the request cookies, so it renders per request. The account and profile
 * are prefetched here and handed to the client component, which shows them without asking again.
 * If the token has expired the prefetch fails, nothing is handed over and the browser refreshes.
 */
function Dashboard({ country, lang }: LocaleProps) {
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={DASHBOARD_MESSAGES}
      prefetch={(api, load) => [
        load(accountQueryOptions(api)),
        load(userQueryOptions(api)),
        load(loyaltySummaryQueryOptions(api)),
        load(orderListQueryOptions(api)),
      ]}
    >
      <AccountOverview lang={lang} defaultLang={defaultLanguage(country)} withFacts={false} />
      <LoyaltyDashboard country={country} lang={lang} defaultLang={defaultLanguage(country)} />
    </MemberSection>
  );
}
