import { DEFAULT_REVIEW_SORT, MAX_REVIEWS_PAGE, REVIEW_SORTS, type ReviewSort } from '@/contract/reviews-options';
import { bookingVariantPath, namesBookingSegment } from './booking-variant';
import { listingVariantPath } from './listing-variant';

/**
 * A page with a part that is personal to a member (a product page's wish-list state) comes in two
 * variants. A request without a session cookie gets the page cached whole: there is nothing personal
 * to render for it. A member's request is served from the page's member variant, a route one segment
 * deeper, where that part streams in per request. The segment is internal: a public path that names
 * it is not found.
 */
export const MEMBER_SEGMENT = 'signed-in';

/**
 * A product page showing another sort or page of its reviews (`?reviews_sort=…&reviews_page=…`) is
 * served from a route that names them as segments, so each view is cached whole like the product
 * page itself, and the default view stays the page it always was. The segment is internal too.
 */
export const REVIEWS_SEGMENT = 'reviews';

const WITH_MEMBER_PART = /^\/products\/[^/]+$/;
const NAMES_INTERNAL_SEGMENT = new RegExp(`^/products/[^/]+/(${MEMBER_SEGMENT}(/|$)|${REVIEWS_SEGMENT}/[^/]+/[^/]+$)`);

export interface ReviewsView {
  sort: ReviewSort;
  page: number;
}

/** The reviews view a product page's query asks for; an unknown value counts as the default. */
export function reviewsViewFrom(query: URLSearchParams): ReviewsView {
  const sortValue = query.get('reviews_sort');
  const sort = REVIEW_SORTS.find((candidate) => candidate === sortValue) ?? DEFAULT_REVIEW_SORT;
  const pageValue = query.get('reviews_page') ?? '';
  const page = /^\d{1,4}$/.test(pageValue) ? Number(pageValue) : 1;
  return { sort, page: page >= 1 && page <= MAX_REVIEWS_PAGE ? page : 1 };
}

/**
 * The path (without country and language) a public path is served from, for a member or not, for
 * a listing, with its query (`listing-variant.ts`), and for an activity's booking form
 * (`booking-variant.ts`).
 */
export function variantPath(pathname: string, signedIn: boolean, query = new URLSearchParams()): string {
  const path = pathname.replace(/\/+$/, '');
  // Any path no route claims is served by the catch-all, which answers 404.
  if (NAMES_INTERNAL_SEGMENT.test(path) || namesBookingSegment(path)) return `/not-found${path}`;
  const booking = bookingVariantPath(path, query);
  if (booking) return booking;
  if (!WITH_MEMBER_PART.test(path)) return listingVariantPath(path, query);
  const base = signedIn ? `${path}/${MEMBER_SEGMENT}` : path;
  const view = reviewsViewFrom(query);
  if (view.sort === DEFAULT_REVIEW_SORT && view.page === 1) return signedIn ? base : pathname;
  return `${base}/${REVIEWS_SEGMENT}/${view.sort}/${view.page}`;
}
