import { Suspense, type ReactNode } from 'react';
import { FooterLinks } from '@/components/layout/footer-links';
import { LanguageQueryKeeper } from '@/components/layout/language-query-keeper';
import { Logo } from '@/components/layout/logo';
import type { PageLocale } from '@/components/layout/page-locale';
import { Link } from '@/components/ui/link';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage } from '@/lib/site';
import styles from './checkout-frame.module.css';

// Fixed when the page is built, as the site footer's is.
const BUILD_YEAR = new Date().getFullYear();

/**
 * What surrounds the checkout: the wordmark (home), a word that the checkout is secure and the way
 * back to the bag, then the page, then help and the policies the order is placed under. No search,
 * menus or newsletter: the first field is a few Tab presses from the top.
 */
export async function CheckoutFrame({ country, lang, children }: PageLocale & { children: ReactNode }) {
  const [t, tc] = await Promise.all([getTranslator(lang, 'common'), getTranslator(lang, 'checkout')]);
  const defaultLang = defaultLanguage(country);
  const href = (path: string) => withLanguage(path, lang, defaultLang);
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link href={href('/')} className={styles.logo}>
            <Logo />
          </Link>
          <p className={styles.secure}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path d="M7 10V7a5 5 0 0 1 10 0v3M5.5 10h13v10h-13z" />
            </svg>
            {tc('secure')}
          </p>
          <Link href={href('/cart')} className={styles.back}>
            {tc('backToBag')}
          </Link>
        </div>
        <Suspense fallback={null}>
          <LanguageQueryKeeper lang={lang} defaultLang={defaultLang} />
        </Suspense>
      </header>
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <ul className={styles.links}>
          <FooterLinks pages={['helpFaq', 'deliveryReturns', 'contact', 'terms', 'privacy']} t={t} href={href} />
        </ul>
        <p className={styles.copyright}>{t('footer.copyright', { year: BUILD_YEAR })}</p>
      </footer>
    </>
  );
}
