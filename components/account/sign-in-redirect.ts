import { signInHref } from '@/components/account/header-account-link';
import type { Language } from '@/lib/site';

/** Where a guest goes to sign in, coming back to this page (with its query) afterwards. */
export function signInHrefForHere(lang: Language, defaultLang: Language): string {
  return signInHref(window.location.pathname, window.location.search, lang, defaultLang);
}
