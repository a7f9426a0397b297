import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Suspense } from 'react';
import styles from '@/components/account/account-page.module.css';
import { LOYALTY_MESSAGES } from '@/components/loyalty/messages';
import { PointsHistory } from '@/components/loyalty/points-history';
import { pointsHistoryQueryOptions } from '@/lib/api/loyalty';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { MemberSection } from '@/components/data/member-section';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'loyalty');
  return { title: t('history.title'), robots: { index: false } };
}

function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export default async function PointsHistoryPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'loyalty');
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="points-history-heading">
      <h1 id="points-history-heading" className={styles.heading}>
        {t('history.heading')}
      </h1>
      <p className={styles.intro}>
        {t('history.intro')} {t('points.expiryRule')} {t('points.delay')}
      </p>
      <SectionBoundary>
        <Suspense fallback={<div aria-busy="true" />}>
          <History country={country} lang={lang} searchParams={searchParams} />
        </Suspense>
      </SectionBoundary>
      <p>
        <Link href={withLanguage('/account', lang, defaultLanguage(country))}>{t('history.back')}</Link>
      </p>
    </section>
  );
}

/** Reads the request (cookies, page), so it renders per request; the page of entries is handed over. */
async function History({
  country,
  lang,
  searchParams,
}: {
  country: CountryCode;
  lang: Language;
  searchParams: Props['searchParams'];
}) {
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
