'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { Language } from '@/lib/site';
import { withLanguage } from '@/lib/routing/language-query';

/**
 * Keeps a non-default language visible in the query as `language` after each navigation.
 * Reads the query from `location` rather than `useSearchParams`, which would take the whole
 * shell out of static prerendering.
 */
export function LanguageQueryKeeper({ lang, defaultLang }: { lang: Language; defaultLang: Language }) {
  const pathname = usePathname();

  useEffect(() => {
    if (lang === defaultLang) return;
    if (new URLSearchParams(window.location.search).get('language') === lang) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', withLanguage(here, lang, defaultLang));
  }, [pathname, lang, defaultLang]);

  return null;
}
