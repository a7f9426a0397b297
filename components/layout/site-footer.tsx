import { Link } from '@/components/ui/link';
import { cacheLife, cacheTag } from 'next/cache';
import type { ReactNode } from 'react';
import { getCategoryTree } from '@/lib/api/catalogue';
import { CATALOGUE_CACHE, cacheTags } from '@/lib/api/catalogue-cache';
import { readFramePart } from '@/lib/api/prerender';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { BNPL_PROVIDER_NAMES, defaultLanguage, formatMoney, getCountry } from '@/lib/site';
import { FooterLinks } from './footer-links';
import { NewsletterForm } from './newsletter-form';
import type { PageLocale } from './page-locale';
import { PaymentMark, SocialIcon, SOCIAL_LINKS } from './footer-marks';
import styles from './site-footer.module.css';

// Fixed when the page is built; prerendered pages are rebuilt with every release.
const BUILD_YEAR = new Date().getFullYear();

/**
 * The footer: help for the shopper's questions (delivery, returns, orders), the store's own pages,
 * the shop's sections, the country's ways to pay, social links and the newsletter. It links only
 * to pages that exist.
 */
export async function SiteFooter({ country, lang }: PageLocale) {
  const tree = await readFramePart(() => getCategoryTree(country, lang));
  return <FooterBody country={country} lang={lang} withCategories={tree !== null} />;
}

async function FooterBody({ country, lang, withCategories }: PageLocale & { withCategories: boolean }) {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.categories(country, lang));
  const [t, tc, tree] = await Promise.all([
    getTranslator(lang, 'common'),
    getTranslator(lang, 'content'),
    withCategories ? getCategoryTree(country, lang).catch(() => []) : Promise.resolve([]),
  ]);
  const site = getCountry(country);
  const defaultLang = defaultLanguage(country);
  const href = (path: string) => withLanguage(path, lang, defaultLang);
  const threshold = formatMoney(site.freeShippingThreshold, country, lang);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <FooterColumn as="section" id="footer-help" title={t('footer.customerService')}>
            <FooterLinks pages={['helpFaq']} t={t} href={href} />
            <li>
              <Link href={href('/delivery-returns#delivery-costs')}>{t('footer.delivery', { amount: threshold })}</Link>
            </li>
            <li>{t('footer.samples')}</li>
            <FooterLinks
              pages={['returns', 'contact', 'orders', 'findOrder', 'account', 'rewards', 'stores', 'happening']}
              t={t}
              href={href}
            />
          </FooterColumn>
          <FooterColumn as="nav" id="footer-about" title={t('footer.heading')}>
            <FooterLinks pages={['about', 'beautyPassTerms', 'terms', 'privacy']} t={t} href={href} />
          </FooterColumn>
          <FooterColumn as="nav" id="footer-shop" title={t('footer.shop')}>
            {tree.map((top) => (
              <li key={top.id}>
                <Link href={href(`/categories/${top.path}`)}>{top.name}</Link>
              </li>
            ))}
            <li>
              <Link href={href('/brands')}>{tc('header.brands')}</Link>
            </li>
            <li>
              <Link href={href('/wishlist')}>{tc('header.wishlist')}</Link>
            </li>
          </FooterColumn>
          <NewsletterForm
            labels={{
              title: t('footer.newsletter.title'),
              intro: t('footer.newsletter.intro'),
              email: t('footer.newsletter.email'),
              consent: t('footer.newsletter.consent', { country: site.name }),
              submit: t('footer.newsletter.submit'),
              submitting: t('footer.newsletter.submitting'),
              done: t('footer.newsletter.done'),
              emailInvalid: t('footer.newsletter.emailInvalid'),
              consentRequired: t('footer.newsletter.consentRequired'),
              failed: t('footer.newsletter.failed'),
            }}
          />
        </div>

        <div className={styles.band}>
          <section aria-labelledby="footer-pay" className={styles.pay}>
            <h2 id="footer-pay" className={styles.bandTitle}>
              {t('footer.waysToPay')}
            </h2>
            <ul className={styles.marks} data-testid="payment-methods">
              <li>
                <PaymentMark name="Visa" />
              </li>
              <li>
                <PaymentMark name="Mastercard" />
              </li>
              <li>
                <PaymentMark name="American Express" short="AMEX" />
              </li>
              {site.paymentMethods.includes('promptpay_qr') ? (
                <li>
                  <PaymentMark name="PromptPay" />
                </li>
              ) : null}
              {site.paymentMethods.includes('virtual_account') ? (
                <li>
                  <PaymentMark name={t('footer.virtualAccount')} />
                </li>
              ) : null}
              {site.bnplProviders.map((provider) => (
                <li key={provider}>
                  <PaymentMark name={BNPL_PROVIDER_NAMES[provider]} tone="bnpl" />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-social" className={styles.social}>
            <h2 id="footer-social" className={styles.bandTitle}>
              {t('footer.follow')}
            </h2>
            <ul className={styles.socialLinks}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.name}>
                  <a href={link.href} rel="noopener noreferrer" target="_blank" aria-label={link.name}>
                    <SocialIcon name={link.name} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.bottom}>
          <p className={styles.meta}>
            <span>{site.englishName === site.name ? site.name : `${site.name} · ${site.englishName}`}</span>
            <span aria-hidden="true"> · </span>
            <span>{t(`languageNames.${lang}`)}</span>
          </p>
          <p className={styles.copyright}>{t('footer.copyright', { year: BUILD_YEAR })}</p>
        </div>
      </div>
    </footer>
  );
}

/** A column of links, labelled by its heading: a `nav` of the shop's own pages, else a `section`. */
function FooterColumn({
  as: Column,
  id,
  title,
  children,
}: {
  as: 'nav' | 'section';
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Column aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.links}>{children}</ul>
    </Column>
  );
}
