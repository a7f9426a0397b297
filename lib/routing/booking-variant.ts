/**
 * An activity's booking form on one page, `?book=1` on the activity's address: the way to book
 * before (or without) the page's script. The activity page is cached whole, and the form is drawn
 * for each request (the free times read live, a member's details filled in, an idempotency key of
 * its own), so the proxy serves it from an internal route one segment deeper. The segment is
 * internal: a public path that names it is not found.
 */
/** The internal route's last segment (`app/…/happening/{kind}/[id]/book`). */
const BOOKING_SEGMENT = 'book';
/** The query's parameter. */
const BOOK = 'book';

/** The query that opens an activity's booking form; any other value leaves the page as it is. */
export const BOOKING_QUERY = `${BOOK}=1`;

const ACTIVITY_PAGE = /^\/happening\/(services|classes|events)\/\d{1,9}$/;
const NAMES_BOOKING_SEGMENT = new RegExp(`^/happening/(services|classes|events)/[^/]+/${BOOKING_SEGMENT}$`);

/** Whether a public path names the internal booking route itself. */
export function namesBookingSegment(path: string): boolean {
  return NAMES_BOOKING_SEGMENT.test(path);
}

/** The internal route an activity page asking for its booking form is served from, else null. */
export function bookingVariantPath(path: string, query: URLSearchParams): string | null {
  return ACTIVITY_PAGE.test(path) && query.get(BOOK) === '1' ? `${path}/${BOOKING_SEGMENT}` : null;
}
