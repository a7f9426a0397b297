import { Link } from '@/components/ui/link';
import { MemberSkeleton } from '@/components/layout/member-skeleton';
import { readAsMember } from '@/lib/api/member-read';
import { getMemberReviews } from '@/lib/api/reviews';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { REVIEW_FORM_MESSAGES } from './messages';
import { writeReviewAction } from './review-actions';
import { ReviewForm } from './review-form';
import styles from './reviews.module.css';

/**
 * `/account/reviews/new?product_id=…`'s member part: the form for a product of the member's paid
 * orders not reviewed yet; otherwise why there is none.
 */
export async function WriteReview({
  country,
  lang,
  productId,
}: {
  country: CountryCode;
  lang: Language;
  productId: number | null;
}) {
  const [t, messages, lists] = await Promise.all([
    getTranslator(lang, 'reviews'),
    pickMessages(lang, REVIEW_FORM_MESSAGES),
    readAsMember(country, lang, getMemberReviews),
  ]);
  if (lists === null) return <MemberSkeleton height="24rem" />;
  const defaultLang = defaultLanguage(country);
  const back = (
    <p className={styles.back}>
      <Link href={withLanguage('/account/reviews', lang, defaultLang)}>{t('write.back')}</Link>
    </p>
  );
  const product = lists.awaiting.find((candidate) => candidate.id === productId);
  if (!product) {
    const reviewed = lists.reviews.some((review) => review.product.id === productId);
    return (
      <>
        <p className={styles.notice} data-testid="review-unavailable">
          {reviewed ? t('write.already') : t('write.notAllowed')}
        </p>
        {back}
      </>
    );
  }
  return (
    <>
      <h2 className={styles.groupHeading}>{t('write.heading', { name: `${product.brandName} ${product.name}` })}</h2>
      <TranslationsProvider lang={lang} resources={messages}>
        <ReviewForm action={writeReviewAction.bind(null, country, lang, product.id)} />
      </TranslationsProvider>
      {back}
    </>
  );
}
