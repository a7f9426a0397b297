'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { NO_INTENT_PREFETCH_ATTRIBUTE } from '@/components/ui/link';
import { isNoncePath } from '@/lib/routing/protected-paths';

/**
 * Prefetches a page when the shopper reaches for a link to it: a mouse over it, a finger on it, or
 * keyboard focus on it. One listener on the document serves every link of the page, so no link
 * needs code of its own (components/ui/link.tsx). Only pages served from the shared cache are
 * prefetched: a member's own pages, the bag and the QA and preview surfaces are rendered per
 * request and are fetched when opened.
 */
export function IntentPrefetch() {
  const router = useRouter();

  useEffect(() => {
    let last = '';
    const reachFor = (event: Event) => {
      // A touch's pointerover comes with its touchstart; a pen's hover is not a reach.
      if (event.type === 'pointerover' && (event as PointerEvent).pointerType !== 'mouse') return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute(NO_INTENT_PREFETCH_ATTRIBUTE)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || isNoncePath(url.pathname)) {
        return;
      }
      const href = `${url.pathname}${url.search}`;
      if (href === last || href === `${window.location.pathname}${window.location.search}`) return;
      last = href;
      router.prefetch(href);
    };
    const options = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', reachFor, options);
    document.addEventListener('touchstart', reachFor, options);
    document.addEventListener('focusin', reachFor, options);
    return () => {
      document.removeEventListener('pointerover', reachFor, options);
      document.removeEventListener('touchstart', reachFor, options);
      document.removeEventListener('focusin', reachFor, options);
    };
  }, [router]);

  return null;
}
