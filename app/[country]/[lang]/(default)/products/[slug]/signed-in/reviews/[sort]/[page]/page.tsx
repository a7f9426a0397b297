import { ProductPage, reviewsViewFromParams, type ReviewsPageParams } from '@/components/product/product-page';

export { generateMetadata, generateStaticParams } from '../../../../reviews/[sort]/[page]/page';

/** The member variant of a product page with another sort or page of its reviews. */
export default async function MemberProductReviewsPage({ params }: { params: ReviewsPageParams }) {
  const reviews = await reviewsViewFromParams(params);
  return <ProductPage params={params} member reviews={reviews} />;
}
