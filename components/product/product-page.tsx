import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { ProductView } from '@/components/product/product-view';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import { WishlistScope } from '@/components/wishlist/wishlist-scope';
import { GuestReviewEntry, MemberReviewEntry } from '@/components/reviews/product-review-entry';
import { DEFAULT_REVIEW_SORT, MAX_REVIEWS_PAGE, REVIEW_SORTS } from '@/contract/reviews-options';
import type { ReviewsView } from '@/lib/routing/member-variant';
import { getProduct, listProducts } from '@/lib/api/catalogue';
import { accountQueryOptions } from '@/lib/api/account';
import { PrefetchBoundary } from '@/components/data/handover';
import { readForShell } from '@/lib/api/prerender';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { wishlistQueryOptions } from '@/lib/api/wishlist';
import { serverEnv } from '@/lib/env';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { countryAlternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';

export type ProductPageParams = Promise<LocaleParams & { slug: string }>;

/** Bestsellers prerendered per storefront at build; every other product is rendered on its first visit and kept. */
const PRERENDERED_PRODUCTS = 8;

export async function productStaticParams({ params }: { params: LocaleParams }): Promise<{ slug: string }[]> {
  const { country, lang } = await localeFromParams(Promise.resolve(params));
  // A build without the API still needs one parameter set to check the route against.
  if (serverEnv().BUILD_WITHOUT_API) return [{ slug: 'bestseller' }];
  const bestsellers = await listProducts(country, lang, { sort: 'bestselling', perPage: PRERENDERED_PRODUCTS }).catch(
    () => null,
  );
  const slugs = bestsellers?.data.map((product) => ({ slug: product.slug })) ?? [];
  return slugs.length > 0 ? slugs : [{ slug: 'bestseller' }];
}

export async function productMetadata(params: ProductPageParams): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  const product = await readForShell(() => getProduct(country, lang, slug)).catch(() => null);
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

/**
 * A product page. The product renders in the page itself, not behind a Suspense fallback: it is
 * prerendered for bestsellers and kept after the first visit for the rest, and its images paint with
 * the page. Its one personal part is the heart's wish-list state. For a guest there is nothing
 * personal, and the page is cached whole. A member is served the member variant (`member`; see
 * lib/routing/member-variant.ts), where the state is read per request and streams in; until it
 * arrives, the heart waits for the member's wish list in the browser.
 */
export async function ProductPage({
  params,
  member,
  reviews = { sort: DEFAULT_REVIEW_SORT, page: 1 },
}: {
  params: ProductPageParams;
  member: boolean;
  /** Another sort or page of the reviews than the default, named by the route's segments. */
  reviews?: ReviewsView;
}) {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  const product = await readForShell(() => getProduct(country, lang, slug));
  if (!product) notFound();
  const heart = (
    <WishlistScope lang={lang} defaultLang={defaultLanguage(country)}>
      <WishlistButton productId={product.id} productName={product.name} size="lg" />
    </WishlistScope>
  );
  return (
    <ProductView
      slug={product.slug}
      country={country}
      lang={lang}
      reviews={reviews}
      reviewEntry={
        member ? (
          <SectionBoundary quiet={null}>
            <Suspense fallback={null}>
              <MemberReviewEntry productId={product.id} country={country} lang={lang} />
            </Suspense>
          </SectionBoundary>
        ) : (
          <GuestReviewEntry lang={lang} />
        )
      }
      wishlist={
        member ? (
          <SectionBoundary quiet={heart}>
            <Suspense fallback={heart}>
              <MemberWishlistState country={country} lang={lang}>
                {heart}
              </MemberWishlistState>
            </Suspense>
          </SectionBoundary>
        ) : (
          heart
        )
      }
    />
  );
}

/**
 * The member variant's personal part: the member's account and wish list, read per request (cookies)
 * and handed to the heart inside, so that it streams in already drawn as saved or not.
 */
async function MemberWishlistState({
  country,
  lang,
  children,
}: {
  country: CountryCode;
  lang: Language;
  children: ReactNode;
}) {
  // Reading the cookie first makes this part per-request before React Query reads the clock.
  const signedIn = await hasSessionCookie();
  const queryClient = getServerQueryClient();
  if (signedIn) {
    const api = await getServerApiClient(country, lang);
    await Promise.all([
      queryClient.prefetchQuery(accountQueryOptions(api)),
      queryClient.prefetchQuery(wishlistQueryOptions(api)),
    ]);
  }
  return <PrefetchBoundary queryClient={queryClient}>{children}</PrefetchBoundary>;
}

export type ReviewsPageParams = Promise<LocaleParams & { slug: string; sort: string; page: string }>;

/** The sort and page a reviews route names; anything else is not found. */
export async function reviewsViewFromParams(params: ReviewsPageParams): Promise<ReviewsView> {
  const { sort: sortParam, page: pageParam } = await params;
  const sort = REVIEW_SORTS.find((candidate) => candidate === sortParam);
  const page = /^\d{1,4}$/.test(pageParam) ? Number(pageParam) : 0;
  if (!sort || page < 1 || page > MAX_REVIEWS_PAGE) notFound();
  return { sort, page };
}

/** One view other than the default is prerendered with each prerendered product, so the route builds. */
export function reviewsStaticParams(): Array<{ sort: string; page: string }> {
  return [{ sort: 'rating_desc', page: '1' }];
}
