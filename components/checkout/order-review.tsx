import { StoreImage } from '@/components/ui/store-image';
import { Link } from '@/components/ui/link';
import { CostSummary, freeShippingText } from '@/components/bag/cost-summary';
import { lineCost } from '@/components/bag/bag-state';
import { LineVariant } from '@/components/bag/line-variant';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { TERMS_AND_PRIVACY, TermsAndPrivacyText } from '@/components/content/terms-and-privacy';
import type { Cart, CostSummary as Summary } from '@/contract';
import type { AnyTranslate } from '@/lib/i18n/config';
import { withLanguage } from '@/lib/routing/language-query';
import type { CountryCode, Language } from '@/lib/site';
import styles from './checkout.module.css';
import layout from '@/components/ui/summary-layout.module.css';

/**
 * Beside the form: the bag's lines (image, shade or size) and its costs priced for the delivery
 * chosen (`summary`, undefined while that price is on its way), what went wrong with the last try,
 * the button that places the order (it submits the form) and the terms it is placed under.
 */
export function OrderReview({
  cart,
  summary,
  country,
  lang,
  defaultLang,
  formError,
  placing,
  t,
}: {
  cart: Cart;
  summary: Summary | undefined;
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  formError: string;
  placing: boolean;
  t: AnyTranslate;
}) {
  return (
    <aside className={`${layout.aside} ${styles.review}`} aria-labelledby="checkout-review">
      <h2 id="checkout-review" className={styles.stepTitle}>
        {t('checkout:review.title')}
      </h2>
      <p className={styles.hint}>{t('checkout:review.items', { count: cart.itemsCount })}</p>
      <ul className={styles.lines}>
        {cart.lineItems.map((line) => (
          <li key={line.id}>
            <StoreImage src={line.imageUrl} alt="" width={48} height={48} />
            <span className={styles.lineText}>
              <span>
                <span className={styles.brand}>{line.brand.name}</span> {line.name} × {line.quantity}
              </span>
              <LineVariant line={line} t={t} />
            </span>
            <span>{lineCost(line, { country, lang, t, keys: 'bag:line' })}</span>
          </li>
        ))}
      </ul>
      {summary?.freeShipping.privilege === 'gold' ? (
        <p className={styles.hint} data-testid="gold-shipping">
          {freeShippingText(summary, country, lang, t)}
        </p>
      ) : null}
      {summary ? (
        <CostSummary summary={summary} country={country} lang={lang} bnplProviders={[]} t={t} />
      ) : (
        // Priced again for the delivery just chosen: no total is shown until it is the one charged.
        <div aria-busy="true" data-testid="checkout-summary-pending">
          <span className="visually-hidden" role="status">
            {t('checkout:review.pricing')}
          </span>
          <Skeleton width="100%" height="9rem" />
        </div>
      )}
      <div role="alert" className={styles.formError} data-testid="checkout-error">
        {formError}
      </div>
      <Button
        type="submit"
        block
        busy={placing}
        aria-disabled={!cart.canCheckout || undefined}
        data-testid="place-order"
      >
        {placing ? t('checkout:review.placing') : t('checkout:review.place')}
      </Button>
      <p className={styles.hint} data-testid="checkout-terms">
        <TermsAndPrivacyText
          template={t('checkout:review.terms', TERMS_AND_PRIVACY)}
          termsLabel={t('checkout:review.termsLink')}
          privacyLabel={t('checkout:review.privacyLink')}
          lang={lang}
          defaultLang={defaultLang}
        />
      </p>
      <Link href={withLanguage('/cart', lang, defaultLang)} className={styles.back}>
        {t('checkout:backToBag')}
      </Link>
    </aside>
  );
}
