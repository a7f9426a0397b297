import { MemberReviews } from '@/components/reviews/member-reviews';
import { ONLINE_REVIEW_POINTS, PUBLISHED_REVIEW_POINTS } from '@/contract/reviews-options';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleQueryPageProps, QueryPartProps } from '@/app/[country]/[lang]/_routes/props';
import { AccountScreen } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('reviews', 'title', { index: false });

/**
 * Members only: the proxy sends guests to sign in first. The member's part is rendered with the
 * page, not streamed behind a fallback, so the form is there and works before (or without) the
 * page's script.
 */
export default async function MemberReviewsRoute({ params, searchParams }: LocaleQueryPageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'reviews');
  return (
    <AccountScreen
      id="reviews"
      width="wide"
      heading={t('heading')}
      intro={t('intro', { written: ONLINE_REVIEW_POINTS, published: PUBLISHED_REVIEW_POINTS })}
    >
      <Reviews country={country} lang={lang} searchParams={searchParams} />
    </AccountScreen>
  );
}

async function Reviews({ country, lang, searchParams }: QueryPartProps) {
  const { written } = await searchParams;
  return (
    <MemberReviews country={country} lang={lang} written={written === 'new' || written === 'again' ? written : null} />
  );
}
