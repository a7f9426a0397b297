import type { ReactNode } from 'react';
import { StoreImage } from '@/components/ui/store-image';
import { LabelledSection } from '@/components/ui/labelled-section';
import { Link } from '@/components/ui/link';
import { MemberSkeleton } from '@/components/layout/member-skeleton';
import { Rating } from '@/components/ui/rating';
import { ONLINE_REVIEW_POINTS } from '@/contract/reviews-options';
import { readAsMember } from '@/lib/api/member-read';
import { getMemberReviews } from '@/lib/api/reviews';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, formatDate, type CountryCode, type Language } from '@/lib/site';
import styles from './reviews.module.css';

/** Where a member writes a review of a product. */
export function writeReviewPath(productId: number): string {
  return `/account/reviews/new?product_id=${productId}`;
}

/**
 * `/account/reviews`' member part, always fresh: the products of paid orders still waiting for a
 * review, and the member's reviews with their status.
 */
export async function MemberReviews({
  country,
  lang,
  written,
}: {
  country: CountryCode;
  lang: Language;
  written: 'new' | 'again' | null;
}) {
  const [t, lists] = await Promise.all([getTranslator(lang, 'reviews'), readAsMember(country, lang, getMemberReviews)]);
  if (lists === null) return <MemberSkeleton height="16rem" />;
  const defaultLang = defaultLanguage(country);
  return (
    <>
      {written ? (
        <p role="status" className={styles.notice} data-testid="review-thanks">
          {written === 'new' ? t('thanks', { points: ONLINE_REVIEW_POINTS }) : t('thanksAgain')}
        </p>
      ) : null}
      <ReviewGroup
        id="reviews-awaiting"
        heading={t('awaiting.heading')}
        empty={lists.awaiting.length === 0 ? t('awaiting.empty') : null}
      >
        {lists.awaiting.map((product) => (
          <li key={product.id} className={styles.item} data-testid="review-awaiting">
            <StoreImage src={product.imageUrl} alt="" width={64} height={64} />
            <div className={styles.itemBody}>
              <span className={styles.brand}>{product.brandName}</span>
              <h3>{product.name}</h3>
              <p>
                <Link href={withLanguage(writeReviewPath(product.id), lang, defaultLang)}>
                  {t('awaiting.write', { name: product.name })}
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ReviewGroup>
      <ReviewGroup
        id="reviews-mine"
        heading={t('mine.heading')}
        empty={lists.reviews.length === 0 ? t('mine.empty') : null}
      >
        {lists.reviews.map((review) => (
          <li key={review.id} className={styles.item} data-testid="member-review" data-review={review.id}>
            <StoreImage src={review.product.imageUrl} alt="" width={64} height={64} />
            <div className={styles.itemBody}>
              <span className={styles.brand}>{review.product.brandName}</span>
              <h3>
                {/* Not prefetched, even on intent: a product page fetched now would keep its reviews as they are for minutes. */}
                <Link
                  href={withLanguage(`/products/${review.product.slug}`, lang, defaultLang)}
                  prefetchOnIntent={false}
                >
                  {review.product.name}
                </Link>
              </h3>
              <div className={styles.meta}>
                <Rating average={review.rating} label={t('ratingLabel', { rating: review.rating })} />
                <span
                  className={`${styles.status} ${review.status === 'pending' ? styles.pending : ''}`}
                  data-testid="review-status"
                >
                  <span className="visually-hidden">{t('status.label')}: </span>
                  {t(`status.${review.status}`)}
                </span>
              </div>
              <p>
                <strong>{review.title}</strong>
              </p>
              <p>{review.body}</p>
              <p className={styles.meta}>
                {t('writtenOn', { date: formatDate(review.createdAt, country, lang) })}
                {review.recommended ? <span>· {t('recommends')}</span> : null}
              </p>
            </div>
          </li>
        ))}
      </ReviewGroup>
    </>
  );
}

/** A group of the page under its heading: its list, or `empty`, what is said when it has none. */
function ReviewGroup({
  id,
  heading,
  empty,
  children,
}: {
  id: string;
  heading: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <LabelledSection id={id} title={heading} className={styles.group} headingClassName={styles.groupHeading}>
      {empty === null ? <ul className={styles.list}>{children}</ul> : <p>{empty}</p>}
    </LabelledSection>
  );
}
