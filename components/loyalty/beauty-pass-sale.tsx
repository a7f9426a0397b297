import { cardLabels, ProductCard } from '@/components/catalogue/product-card';
import gridStyles from '@/components/catalogue/product-grid.module.css';
import { WISHLIST_BUTTON_MESSAGES } from '@/components/wishlist/messages';
import { WishlistScope } from '@/components/wishlist/wishlist-scope';
import type { BeautyPassSale } from '@/contract';
import { getBeautyPassSale } from '@/lib/api/sale';
import { getServerApiClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { AnyTranslate } from '@/lib/i18n/config';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { signInPath } from '@/lib/routing/return-to';
import { defaultLanguage, formatDate, formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import styles from './beauty-pass-sale.module.css';

/** What the sale is to this shopper now, in a sentence or two of their language. */
export function saleStatus(sale: BeautyPassSale, country: CountryCode, lang: Language, t: AnyTranslate): string[] {
  const day = (iso: string) => formatDate(iso, country, lang, 'long');
  const dates = { gold: day(sale.goldOpensAt), black: day(sale.blackOpensAt), end: day(sale.endsAt) };
  const goldEarly = Date.parse(sale.blackOpensAt) > Date.now();
  switch (sale.access) {
    case 'open':
      return [
        t('loyalty:sale.open', { percent: sale.percentOff, end: dates.end }),
        ...(goldEarly ? [t('loyalty:sale.earlyAccess', { black: dates.black })] : []),
      ];
    case 'upcoming':
      return [
        t('loyalty:sale.upcoming', { date: sale.opensAt ? day(sale.opensAt) : dates.black, end: dates.end }),
        ...(Date.parse(sale.goldOpensAt) <= Date.now() ? [t('loyalty:sale.goldShopping')] : []),
      ];
    case 'locked':
      return [t('loyalty:sale.locked', { percent: sale.percentOff, ...dates })];
  }
}

/**
 * The Beauty Pass Sale as the asking shopper sees it: whether it is open to them, when it opens to
 * their tier, or which tier unlocks it; then the products with their member price.
 */
export async function BeautyPassSaleView({ country, lang }: { country: CountryCode; lang: Language }) {
  const [t, tc, signedIn] = await Promise.all([
    getTranslator(lang, 'loyalty'),
    getTranslator(lang, 'catalogue'),
    hasSessionCookie(),
  ]);
  let sale: BeautyPassSale | null;
  try {
    sale = await getBeautyPassSale(await getServerApiClient(country, lang));
  } catch {
    return <p role="alert">{t('sale.loadError')}</p>;
  }
  if (!sale) return <p className={styles.none}>{t('sale.none')}</p>;
  const defaultLang = defaultLanguage(country);
  const labels = cardLabels(tc);
  const messages = await pickMessages(lang, WISHLIST_BUTTON_MESSAGES);
  return (
    <>
      <div className={styles.status} data-testid="sale-status" data-access={sale.access}>
        {saleStatus(sale, country, lang, t).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {sale.access === 'locked' ? (
          <a
            className={styles.action}
            href={withLanguage(signedIn ? '/account' : signInPath('/beauty-pass-sale'), lang, defaultLang)}
          >
            {signedIn ? t('sale.reachBlack') : t('sale.signIn')}
          </a>
        ) : null}
      </div>
      <TranslationsProvider lang={lang} resources={messages}>
        <WishlistScope lang={lang} defaultLang={defaultLang}>
          <ul className={`${gridStyles.grid} ${gridStyles.wide}`} aria-label={t('sale.products')}>
            {sale.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} country={country} lang={lang} labels={labels}>
                  <p className={styles.memberPrice} data-testid="member-price">
                    {t('sale.memberPrice', { price: formatMoneyIn(product.memberPrice, country, lang) })}
                  </p>
                </ProductCard>
              </li>
            ))}
          </ul>
        </WishlistScope>
      </TranslationsProvider>
    </>
  );
}
