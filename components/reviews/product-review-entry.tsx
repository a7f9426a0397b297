import { Link } from '@/components/ui/link';
import { RefreshAfterSignIn } from '@/components/layout/refresh-after-sign-in';
import { buttonClassName } from '@/components/ui/button';
import { isApiError } from '@/lib/api/errors';
import { getMemberReviews } from '@/lib/api/reviews';
import { readAsMember } from '@/lib/api/member-read';
import { hasSessionCookie } from '@/lib/api/server';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { writeReviewPath } from './member-reviews';

/** What a guest reads where a member who bought the product finds the way to review it. */
export async function GuestReviewEntry({ lang }: { lang: Language }) {
  const t = await getTranslator(lang, 'reviews');
  return <p data-testid="review-entry">{t('product.guest')}</p>;
}

/**
 * The product page's member part in its reviews: a way to review the product for a member who
 * bought it and has not reviewed it yet, their review's status once written, or why there is none.
 */
export async function MemberReviewEntry({
  productId,
  country,
  lang,
}: {
  productId: number;
  country: CountryCode;
  lang: Language;
}) {
  // Reading the cookie first makes this part per-request.
  const signedIn = await hasSessionCookie();
  const t = await getTranslator(lang, 'reviews');
  if (!signedIn) return <p data-testid="review-entry">{t('product.guest')}</p>;
  const lists = await readAsMember(country, lang, getMemberReviews).catch((error: unknown) => {
    if (isApiError(error)) return 'failed' as const;
    throw error;
  });
  // An expired access token: the browser refreshes it and this part is drawn again.
  if (lists === null) {
    return (
      <RefreshAfterSignIn>
        <p data-testid="review-entry">{t('product.guest')}</p>
      </RefreshAfterSignIn>
    );
  }
  if (lists === 'failed') return <p data-testid="review-entry">{t('product.guest')}</p>;
  if (lists.awaiting.some((product) => product.id === productId)) {
    return (
      <p data-testid="review-entry">
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          href={withLanguage(writeReviewPath(productId), lang, defaultLanguage(country))}
        >
          {t('product.write')}
        </Link>
      </p>
    );
  }
  const review = lists.reviews.find((candidate) => candidate.product.id === productId);
  return (
    <p data-testid="review-entry">
      {review ? t('product.reviewed', { status: t(`status.${review.status}`) }) : t('product.notBought')}
    </p>
  );
}
