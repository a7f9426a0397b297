import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { MemberWishlist, ProductSkeleton, ProductView } from '@/components/product/product-view';
import { WishlistButton } from '@/components/product/wishlist-button';
import { getProduct } from '@/lib/api/catalogue';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { countryAlternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams & { slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  const product = await getProduct(country, lang, slug).catch(() => null);
  if (!product) return {};
  // Assortments differ by country, so a product's alternates stay within its storefront's languages.
  const alternates = countryAlternatesFor(country, lang, `/products/${product.slug}`, seoOrigins());
  const title = `${product.brand.name} ${product.name}`;
  const image = new URL(product.imageUrl, alternates.canonical).toString();
  return {
    title,
    description: product.description.slice(0, 160),
    alternates,
    openGraph: openGraphFor(country, lang, {
      title,
      description: product.description.slice(0, 200),
      url: alternates.canonical,
      images: [{ url: image, width: 800, height: 800, alt: title }],
    }),
    twitter: { card: 'summary_large_image', images: [image] },
  };
}

export default function ProductPage({ params }: Props) {
  return (
    <Suspense fallback={<ProductSkeleton />}>
      <ProductRoute params={params} />
    </Suspense>
  );
}

async function ProductRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  const product = await getProduct(country, lang, slug);
  if (!product) notFound();
  return (
    <ProductView
      slug={product.slug}
      country={country}
      lang={lang}
      wishlist={
        <Suspense
          fallback={
            <WishlistButton
              productId={product.id}
              productName={product.name}
              lang={lang}
              defaultLang={defaultLanguage(country)}
              size="lg"
            />
          }
        >
          <MemberWishlist country={country} lang={lang} product={product} />
        </Suspense>
      }
    />
  );
}
