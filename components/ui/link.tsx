import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { isExternalHref } from '@/lib/routing/external-href';

/** Marks a link that is not prefetched even when the shopper reaches for it. */
export const NO_INTENT_PREFETCH_ATTRIBUTE = 'data-no-prefetch';

type LinkProps = ComponentProps<typeof NextLink> & {
  /** false: not prefetched even on intent (a page whose copy must not be kept ahead of the click). */
  prefetchOnIntent?: boolean;
  /** The target is another site: a plain link, opened without the client router. */
  external?: boolean;
};

/** A navigation to another site through the store's router, without saying so. */
export class ExternalNavigationError extends Error {
  constructor(href: string) {
    super(`Navigating to an external URL needs the external flag: ${href}`);
    this.name = 'ExternalNavigationError';
  }
}

/**
 * The storefront's link: Next's `Link` (client-side navigation) that does not prefetch its page when
 * it scrolls into view. A listing or a product page shows a dozen such links in its first screen
 * (breadcrumbs, sub-categories, the brand, the header); prefetching them all cost a phone two
 * requests each and the first-screen pictures of pages the shopper never opens, in the seconds
 * that decide its first paint and its first input. A page is prefetched instead when the shopper
 * reaches for its link (components/layout/intent-prefetch.tsx, decision record 23).
 *
 * A link to another site must say so (`external`): it is then a plain link with no referrer, and
 * one that does not is an error, never a silent trip through the router.
 */
export function Link({ prefetch = false, prefetchOnIntent = true, external = false, ...props }: LinkProps) {
  if (typeof props.href === 'string' && isExternalHref(props.href)) {
    if (!external) throw new ExternalNavigationError(props.href);
    const { href, children, className, id, title, onClick, ...rest } = props;
    const data = Object.fromEntries(Object.entries(rest).filter(([key]) => /^(aria|data)-/.test(key)));
    return (
      <a href={href} className={className} id={id} title={title} onClick={onClick} rel="noopener noreferrer" {...data}>
        {children}
      </a>
    );
  }
  return (
    <NextLink prefetch={prefetch} {...(prefetchOnIntent ? {} : { [NO_INTENT_PREFETCH_ATTRIBUTE]: '' })} {...props} />
  );
}
