import {
  ProductPage,
  productMetadata,
  reviewsStaticParams,
  reviewsViewFromParams,
  type ReviewsPageParams,
} from '@/components/product/product-page';

export const generateStaticParams = reviewsStaticParams;

export function generateMetadata({ params }: { params: ReviewsPageParams }) {
  return productMetadata(params);
}

/**
 * The product page with another sort or page of its reviews, as a guest gets it; the proxy serves
 * `?reviews_sort=…&reviews_page=…` from here, so each view is cached whole like the page itself.
 */
export default async function GuestProductReviewsPage({ params }: { params: ReviewsPageParams }) {
  const reviews = await reviewsViewFromParams(params);
  return <ProductPage params={params} member={false} reviews={reviews} />;
}
