import type { CostSummary as Summary } from '@/contract';
import { TEN_PERCENT_OFF_PERCENT } from '@/contract/bag-codes';
import type { BnplProvider } from '@/lib/site';
import { BNPL_PROVIDER_NAMES, formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import type { AnyTranslate } from '@/lib/i18n/config';
import styles from './bag-view.module.css';

type T = AnyTranslate;

const BNPL_INSTALMENTS = 4;

/** Spend left for free shipping as a share of the threshold (0–100). */
export function freeShippingPercent(summary: Pick<Summary, 'freeShipping'>): number {
  const { threshold, remaining } = summary.freeShipping;
  if (threshold.amount <= 0) return 100;
  return Math.round(((threshold.amount - Math.min(remaining.amount, threshold.amount)) / threshold.amount) * 100);
}

/** What the shopper is told about free shipping: how far, or that they have it; Gold's threshold for Gold. */
export function freeShippingText(summary: Summary, country: CountryCode, lang: Language, t: T): string {
  const { qualified, remaining, threshold, privilege } = summary.freeShipping;
  if (privilege === 'gold') {
    return qualified
      ? t('bag:summary.goldShippingReached')
      : t('bag:summary.goldShippingRemaining', {
          amount: formatMoneyIn(remaining, country, lang),
          threshold: formatMoneyIn(threshold, country, lang),
        });
  }
  return qualified
    ? t('bag:summary.freeShippingReached')
    : t('bag:summary.freeShippingRemaining', { amount: formatMoneyIn(remaining, country, lang) });
}

export function FreeShippingProgress({
  summary,
  country,
  lang,
  t,
}: {
  summary: Summary;
  country: CountryCode;
  lang: Language;
  t: T;
}) {
  const percent = freeShippingPercent(summary);
  const text = freeShippingText(summary, country, lang, t);
  return (
    <div className={styles.shipping} data-testid="free-shipping">
      <p>{text}</p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('bag:summary.freeShippingProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * A discount's name in the page's language, from its kind: the API's label is English, except a
 * promo's, which is the code the shopper typed.
 */
export function discountLabel(discount: Summary['discounts'][number], t: T): string {
  switch (discount.kind) {
    case 'promo':
      return discount.label;
    case 'staff_discount':
      return t('bag:summary.discounts.staff_discount');
    case 'ten_percent_off':
      return t('bag:summary.discounts.ten_percent_off', { percent: TEN_PERCENT_OFF_PERCENT });
    case 'beauty_pass_sale':
      return t('bag:summary.discounts.beauty_pass_sale');
    case 'welcome_voucher':
      return t('bag:summary.discounts.welcome_voucher');
    case 'birthday_voucher':
      return t('bag:summary.discounts.birthday_voucher');
  }
}

/**
 * When the points of a summary are earned: on a bag or checkout they will be; on a paid order they
 * were; on an order not paid yet they will be once it is paid; on a failed or cancelled order none are.
 */
export type PointsTense = 'future' | 'past' | 'onPayment' | 'none';

/** Subtotal to total, each amount in the currency it is charged in (from minor units). */
export function CostSummary({
  summary,
  country,
  lang,
  bnplProviders,
  t,
  pointsTense = 'future',
}: {
  summary: Summary;
  country: CountryCode;
  lang: Language;
  bnplProviders: readonly BnplProvider[];
  t: T;
  pointsTense?: PointsTense;
}) {
  const currency = summary.total.currency;
  const money = (amount: number) => formatMoneyIn({ amount, currency }, country, lang);
  const tax = summary.taxName;
  const providers = bnplProviders.map((p) => BNPL_PROVIDER_NAMES[p]).join(` ${t('bag:summary.or')} `);
  return (
    <div data-testid="cost-summary">
      <dl className={styles.summary}>
        <div>
          <dt>{t('bag:summary.subtotal')}</dt>
          <dd>{money(summary.subtotal.amount)}</dd>
        </div>
        {summary.discounts.map((d) => (
          <div key={`${d.kind}-${d.label}`} className={styles.discount}>
            <dt>
              {t('bag:summary.discount')} · {discountLabel(d, t)}
            </dt>
            <dd>−{money(d.amount.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('bag:summary.shipping')}</dt>
          <dd>{summary.shipping.amount === 0 ? t('bag:summary.shippingFree') : money(summary.shipping.amount)}</dd>
        </div>
        {summary.giftCardAmount.amount > 0 ? (
          <div>
            <dt>{t('bag:summary.giftCard')}</dt>
            <dd>−{money(summary.giftCardAmount.amount)}</dd>
          </div>
        ) : null}
        {tax ? (
          <>
            <div className={styles.minor}>
              <dt>{t('bag:summary.priceBeforeTax', { tax })}</dt>
              <dd>{money(summary.priceBeforeTax.amount)}</dd>
            </div>
            <div className={styles.minor}>
              <dt>{t('bag:summary.tax', { tax, percent: summary.taxPercent })}</dt>
              <dd>{money(summary.taxAmount.amount)}</dd>
            </div>
          </>
        ) : null}
        <div className={styles.total}>
          <dt>{t('bag:summary.total')}</dt>
          <dd data-testid="bag-total">{money(summary.total.amount)}</dd>
        </div>
      </dl>
      {summary.pointsEarned > 0 && pointsTense !== 'none' ? (
        <p className={styles.minor} data-testid="points-earned">
          {t(
            pointsTense === 'past'
              ? 'bag:summary.pointsEarnedPast'
              : pointsTense === 'onPayment'
                ? 'bag:summary.pointsEarnedOnPayment'
                : 'bag:summary.pointsEarned',
            { count: summary.pointsEarned },
          )}
        </p>
      ) : null}
      {summary.pointsRedeemed > 0 ? (
        <p className={styles.minor}>{t('bag:summary.pointsRedeemed', { count: summary.pointsRedeemed })}</p>
      ) : null}
      {providers && summary.total.amount > 0 ? (
        <p className={styles.bnpl} data-testid="bnpl">
          {t('bag:summary.bnpl', { amount: money(Math.ceil(summary.total.amount / BNPL_INSTALMENTS)), providers })}
        </p>
      ) : null}
    </div>
  );
}
