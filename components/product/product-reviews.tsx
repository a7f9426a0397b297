import { Link } from '@/components/ui/link';
import { Rating } from '@/components/ui/rating';
import { getProductReviews } from '@/lib/api/catalogue';
import { DEFAULT_REVIEW_SORT, REVIEW_SORTS, type ReviewSort } from '@/contract/reviews-options';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import type { ReviewsView } from '@/lib/routing/member-variant';
import { defaultLanguage, formatDate, type CountryCode, type Language } from '@/lib/site';
import styles from './product-view.module.css';

/** The product page's address for a view of its reviews; the default view is the page itself. */
export function reviewsHref(slug: string, view: ReviewsView, lang: Language, defaultLang: Language): string {
  const query = new URLSearchParams();
  if (view.sort !== DEFAULT_REVIEW_SORT) query.set('reviews_sort', view.sort);
  if (view.page > 1) query.set('reviews_page', String(view.page));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return withLanguage(`/products/${slug}${search}#reviews`, lang, defaultLang);
}

/**
 * One page of a product's published reviews in one sort, with plain links to the other sorts and
 * pages: each is an address of its own, served from the cache like the product page.
 */
export async function ProductReviews({
  slug,
  country,
  lang,
  view,
}: {
  slug: string;
  country: CountryCode;
  lang: Language;
  view: ReviewsView;
}) {
  const [t, tp, answer] = await Promise.all([
    getTranslator(lang, 'reviews'),
    getTranslator(lang, 'product'),
    getProductReviews(country, lang, slug, view),
  ]);
  if (!answer || answer.meta.total === 0) return null;
  const defaultLang = defaultLanguage(country);
  const { page, totalPages } = answer.meta;
  const sortLink = (sort: ReviewSort) => reviewsHref(slug, { sort, page: 1 }, lang, defaultLang);
  return (
    <div className={styles.reviewColumn}>
      {/* Ratings come with or without words: how many of them can be read is said apart. */}
      <p className={styles.muted} data-testid="reviews-written">
        {tp('reviews.written', { count: answer.meta.total })}
      </p>
      <nav aria-label={t('sort.label')} className={styles.reviewSorts}>
        <span className={styles.muted} aria-hidden="true">
          {t('sort.label')}
        </span>
        <ul>
          {REVIEW_SORTS.map((sort) => (
            <li key={sort}>
              <Link
                href={sortLink(sort)}
                scroll={false}
                aria-current={sort === view.sort ? 'true' : undefined}
                data-testid="reviews-sort"
              >
                {t(`sort.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.reviewList} data-testid="product-reviews">
        {answer.data.map((review) => (
          <li key={review.id} data-testid="product-review">
            <Rating average={review.rating} label={tp('reviews.rated', { rating: review.rating })} />
            <h3>{review.title}</h3>
            <p>{review.body}</p>
            {review.recommended ? <p className={styles.recommended}>{t('recommends')}</p> : null}
            <p className={styles.muted}>
              {tp('reviews.by', { name: review.authorName })} ·{' '}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt, country, lang)}</time>
            </p>
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav aria-label={t('pages.label')} className={styles.reviewPages}>
          {page > 1 ? (
            <Link
              href={reviewsHref(slug, { sort: view.sort, page: page - 1 }, lang, defaultLang)}
              scroll={false}
              rel="prev"
            >
              {t('pages.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className={styles.muted}>{t('pages.pageOf', { page, pages: totalPages })}</span>
          {page < totalPages ? (
            <Link
              href={reviewsHref(slug, { sort: view.sort, page: page + 1 }, lang, defaultLang)}
              scroll={false}
              rel="next"
              data-testid="reviews-next"
            >
              {t('pages.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
