import { ProductPage, type ProductPageParams } from '@/components/product/product-page';

export { generateMetadata, generateStaticParams } from '../page';

/** The product page as a signed-in member gets it (the proxy's member variant): the wish-list state streams in. */
export default function MemberProductPage({ params }: { params: ProductPageParams }) {
  return <ProductPage params={params} member />;
}
