'use client';

import { Link } from '@/components/ui/link';
import { useSyncExternalStore } from 'react';
import { withLanguage } from '@/lib/routing/language-query';
import { keepReturnTo } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import styles from './sign-up-form.module.css';

const noSubscription = () => () => {};
const currentSearch = () => window.location.search;
const noSearch = () => '';

/**
 * Links between sign-in, registration and password recovery that carry on the page's `return_to`.
 * The pages are the same for everyone (cached), so the query is read in the browser once hydrated;
 * the server's links go to the plain paths.
 */
export function AuthLinks({
  links,
  lang,
  defaultLang,
}: {
  links: ReadonlyArray<{ path: string; prompt?: string; label: string }>;
  lang: Language;
  defaultLang: Language;
}) {
  const search = useSyncExternalStore(noSubscription, currentSearch, noSearch);
  return (
    <div className={styles.switch}>
      {links.map((link) => (
        <p key={link.path} className={styles.switchLine}>
          {link.prompt ? <>{link.prompt} </> : null}
          <Link href={withLanguage(keepReturnTo(link.path, search), lang, defaultLang)}>{link.label}</Link>
        </p>
      ))}
    </div>
  );
}
