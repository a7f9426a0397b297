'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import type { Language } from '@/lib/site';
import { withLanguage } from '@/lib/routing/language-query';

/** Keeps a non-default language visible in the query as `language` after each navigation. */
export function LanguageQueryKeeper({ lang, defaultLang }: { lang: Language; defaultLang: Language }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    if (lang === defaultLang || searchParams.get('language') === lang) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', withLanguage(here, lang, defaultLang));
  }, [pathname, searchParams, lang, defaultLang]);

  return null;
}
