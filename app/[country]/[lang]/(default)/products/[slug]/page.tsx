import { ProductPage, productMetadata, productStaticParams, type ProductPageParams } from '@/components/product/product-page';

export const generateStaticParams = productStaticParams;

export function generateMetadata({ params }: { params: ProductPageParams }) {
  return productMetadata(params);
}

/** The product page as a guest gets it: nothing personal, cached whole. */
export default function GuestProductPage({ params }: { params: ProductPageParams }) {
  return <ProductPage params={params} member={false} />;
}
