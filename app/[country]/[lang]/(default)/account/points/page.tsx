import { Link } from '@/components/ui/link';
import { LOYALTY_MESSAGES } from '@/components/loyalty/messages';
import { PointsHistory } from '@/components/loyalty/points-history';
import { pointsHistoryQueryOptions } from '@/lib/api/loyalty';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { localeFromParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { MemberSection } from '@/components/data/member-section';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleQueryPageProps, QueryPartProps } from '@/app/[country]/[lang]/_routes/props';
import { AccountScreen } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('loyalty', 'history.title', { index: false });

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export default async function PointsHistoryPage({ params, searchParams }: LocaleQueryPageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'loyalty');
  return (
    <AccountScreen
      id="points-history"
      width="wide"
      heading={t('history.heading')}
      intro={
        <>
          {t('history.intro')} {t('points.expiryRule')} {t('points.delay')}
        </>
      }
    >
      <SectionBoundary>
        <History country={country} lang={lang} searchParams={searchParams} />
      </SectionBoundary>
      <p>
        <Link href={withLanguage('/account', lang, defaultLanguage(country))}>{t('history.back')}</Link>
      </p>
    </AccountScreen>
  );
}

/** Reads the request (cookies, page), so it renders per request; the page of entries is handed over. */
async function History({ country, lang, searchParams }: QueryPartProps) {
  const page = pageOf((await searchParams).page);
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={LOYALTY_MESSAGES}
      prefetch={(api, load) => [load(pointsHistoryQueryOptions(api, page))]}
    >
      <PointsHistory country={country} lang={lang} defaultLang={defaultLanguage(country)} page={page} />
    </MemberSection>
  );
}
