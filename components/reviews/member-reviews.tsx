import { StoreImage } from '@/components/ui/store-image';
import { Link } from '@/components/ui/link';
import { RefreshAfterSignIn } from '@/components/layout/refresh-after-sign-in';
import { Rating } from '@/components/ui/rating';
import { Skeleton } from '@/components/ui/skeleton';
import { ONLINE_REVIEW_POINTS } from '@/contract/reviews-options';
import { isApiError } from '@/lib/api/errors';
import { getMemberReviews } from '@/lib/api/reviews';
import { getServerApiClient } from '@/lib/api/server';
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
  const api = await getServerApiClient(country, lang);
  const [t, lists] = await Promise.all([
    getTranslator(lang, 'reviews'),
    getMemberReviews(api).catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }),
  ]);
  if (lists === null) {
    return (
      <RefreshAfterSignIn>
        <Skeleton width="100%" height="16rem" />
      </RefreshAfterSignIn>
    );
  }
  const defaultLang = defaultLanguage(country);
  return (
    <>
      {written ? (
        <p role="status" className={styles.notice} data-testid="review-thanks">
          {written === 'new' ? t('thanks', { points: ONLINE_REVIEW_POINTS }) : t('thanksAgain')}
        </p>
      ) : null}
      <section className={styles.group} aria-labelledby="reviews-awaiting">
        <h2 id="reviews-awaiting" className={styles.groupHeading}>
          {t('awaiting.heading')}
        </h2>
        {lists.awaiting.length === 0 ? (
          <p>{t('awaiting.empty')}</p>
        ) : (
          <ul className={styles.list}>
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
          </ul>
        )}
      </section>
      <section className={styles.group} aria-labelledby="reviews-mine">
        <h2 id="reviews-mine" className={styles.groupHeading}>
          {t('mine.heading')}
        </h2>
        {lists.reviews.length === 0 ? (
          <p>{t('mine.empty')}</p>
        ) : (
          <ul className={styles.list}>
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
          </ul>
        )}
      </section>
    </>
  );
}
