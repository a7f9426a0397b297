import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/** Marks a link that is not prefetched even when the shopper reaches for it. */
export const NO_INTENT_PREFETCH_ATTRIBUTE = 'data-no-prefetch';

type LinkProps = ComponentProps<typeof NextLink> & {
  /** false: not prefetched even on intent (a page whose copy must not be kept ahead of the click). */
  prefetchOnIntent?: boolean;
};

/**
 * The storefront's link: Next's `Link` (client-side navigation) that does not prefetch its page when
 * it scrolls into view. A listing or a product page shows a dozen such links in its first screen
 * (breadcrumbs, sub-categories, the brand, the header); prefetching them all cost a phone two
 * requests each and the first-screen pictures of pages the shopper never opens, in the seconds
 * that decide its first paint and its first input. A page is prefetched instead when the shopper
 * reaches for its link (components/layout/intent-prefetch.tsx, decision record 23).
 */
export function Link({ prefetch = false, prefetchOnIntent = true, ...props }: LinkProps) {
  return (
    <NextLink prefetch={prefetch} {...(prefetchOnIntent ? {} : { [NO_INTENT_PREFETCH_ATTRIBUTE]: '' })} {...props} />
  );
}
