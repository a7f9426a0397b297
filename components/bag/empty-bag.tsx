import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import type { AnyTranslate } from '@/lib/i18n/config';
import { withLanguage } from '@/lib/routing/language-query';
import { signInPath } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import styles from './bag-view.module.css';

/**
 * The empty bag, the same markup whether the server knows at once that there is no bag or the
 * bag's lines have all been removed in the browser.
 */
export function EmptyBag({
  title,
  body,
  cta,
  href,
  children,
  alert = false,
}: {
  title: string;
  body: string;
  cta: string;
  href: string;
  /** The bag's live status line, when the browser owns the bag. */
  children?: ReactNode;
  /** Said at once by screen readers (the bag changed under the shopper's eyes). */
  alert?: boolean;
}) {
  return (
    <div className={styles.empty} data-testid="bag-empty">
      {children}
      <p className={styles.emptyTitle} role={alert ? 'alert' : undefined}>
        {title}
      </p>
      <p>{body}</p>
      <ButtonLink href={href} variant="primary">
        {cta}
      </ButtonLink>
    </div>
  );
}

/**
 * In place of the bag (or the checkout) once the member's session ended elsewhere: the bag read
 * since is a guest's, so it asks them to sign in again and come back to `returnTo`.
 */
export function SignedOutBag({
  returnTo,
  lang,
  defaultLang,
  t,
}: {
  returnTo: '/cart' | '/checkout';
  lang: Language;
  defaultLang: Language;
  t: AnyTranslate;
}) {
  return (
    <EmptyBag
      title={t('bag:signedOut.title')}
      body={t('bag:signedOut.body')}
      cta={t('bag:signedOut.cta')}
      href={withLanguage(signInPath(returnTo), lang, defaultLang)}
      alert
    />
  );
}
