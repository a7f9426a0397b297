import type { Metadata } from 'next';
import styles from '@/components/account/account-page.module.css';
import { MemberReviews } from '@/components/reviews/member-reviews';
import { ONLINE_REVIEW_POINTS, PUBLISHED_REVIEW_POINTS } from '@/contract/reviews-options';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import type { CountryCode, Language } from '@/lib/site';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'reviews');
  return { title: t('title'), robots: { index: false } };
}

/**
 * Members only: the proxy sends guests to sign in first. The member's part is rendered with the
 * page, not streamed behind a fallback, so the form is there and works before (or without) the
 * page's script.
 */
export default async function MemberReviewsRoute({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'reviews');
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="reviews-heading">
      <h1 id="reviews-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <p className={styles.intro}>
        {t('intro', { written: ONLINE_REVIEW_POINTS, published: PUBLISHED_REVIEW_POINTS })}
      </p>
      <Reviews country={country} lang={lang} searchParams={searchParams} />
    </section>
  );
}

async function Reviews({
  country,
  lang,
  searchParams,
}: {
  country: CountryCode;
  lang: Language;
  searchParams: Props['searchParams'];
}) {
  const { written } = await searchParams;
  return (
    <MemberReviews country={country} lang={lang} written={written === 'new' || written === 'again' ? written : null} />
  );
}
