'use client';

import { Link } from '@/components/ui/link';
import { lineCost } from '@/components/bag/bag-state';
import { CostSummary } from '@/components/bag/cost-summary';
import type { Order } from '@/contract';
import { withLanguage } from '@/lib/routing/language-query';
import { formatDate, type CountryCode, type Language } from '@/lib/site';
import styles from './orders.module.css';
import { type T, methodLabel, pickupMessage, pointsTenseOf } from './order-status';

/** Orders that will not be sent as they stand: no delivery date is promised for them. */
const WILL_NOT_SHIP: ReadonlySet<Order['status']> = new Set([
  'payment_expired',
  'payment_failed',
  'payment_failed_with_inventory',
  'payment_blocked',
  'cancelled',
]);

/** What was ordered: the lines, the delivery or pickup, the payment and the cost summary with its points. */
export function OrderDetails({
  order,
  t,
  country,
  lang,
  defaultLang,
}: {
  order: Order;
  t: T;
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
}) {
  const day = (iso: string) => formatDate(iso.length === 10 ? `${iso}T00:00:00` : iso, country, lang);
  const d = order.delivery;
  const recipient = d.recipient;
  return (
    <section className={styles.details} aria-labelledby="order-details">
      <h2 id="order-details">{t('orders:details.title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders:details.number')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('orders:details.date')}</dt>
          <dd>{day(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('orders:details.paymentMethod')}</dt>
          <dd>
            {order.payment.cardLast4
              ? t('orders:details.card', { last4: order.payment.cardLast4 })
              : methodLabel(order.payment.method, t)}
          </dd>
        </div>
        <div>
          <dt>{t('orders:details.deliveryOption')}</dt>
          <dd>{d.type === 'delivery' ? t('orders:details.delivery') : t('orders:details.clickAndCollect')}</dd>
        </div>
        {d.type === 'delivery' ? (
          <>
            {WILL_NOT_SHIP.has(order.status) ? null : (
              <div>
                <dt>{t('orders:details.estimatedDelivery')}</dt>
                <dd data-testid="delivery-estimate">
                  {day(d.estimatedDelivery.from)} – {day(d.estimatedDelivery.to)}
                </dd>
              </div>
            )}
            <div>
              <dt>{t('orders:details.shippingAddress')}</dt>
              <dd>
                {[d.address.line1, d.address.line2, `${d.address.city} ${d.address.postalCode}`]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{t('orders:details.collectionAddress')}</dt>
              <dd>
                {d.store.name}, {d.store.address}
              </dd>
            </div>
            <div>
              <dt>{t('orders:details.pickup')}</dt>
              <dd>
                {t('orders:details.pickupAt', { date: day(d.pickupDate), time: d.pickupTime })}
                <span className={styles.pickupMessage} data-testid="pickup-message">
                  {pickupMessage(order.status, t)}
                </span>
                {d.holdUntil ? <span>{t('orders:details.heldUntil', { date: day(d.holdUntil) })}</span> : null}
              </dd>
            </div>
          </>
        )}
        {recipient ? (
          <>
            <div>
              <dt>{t('orders:details.recipient')}</dt>
              <dd>{recipient.name}</dd>
            </div>
            <div>
              <dt>{t('orders:details.mobile')}</dt>
              <dd>
                +{recipient.mobile.callingCode} {recipient.mobile.phoneNumber}
              </dd>
            </div>
          </>
        ) : null}
        {order.registration ? (
          <>
            <div>
              <dt>{t('orders:details.registrationName')}</dt>
              <dd data-testid="order-registration-name">{order.registration.name}</dd>
            </div>
            <div>
              <dt>{t('orders:details.registrationNumber')}</dt>
              <dd data-testid="order-registration-number">{order.registration.number}</dd>
            </div>
          </>
        ) : null}
        {order.promoCode ? (
          <div>
            <dt>{t('orders:details.promo')}</dt>
            <dd>{order.promoCode}</dd>
          </div>
        ) : null}
      </dl>
      <h3>{t('orders:details.items')}</h3>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={`${line.type}-${line.variantId}`}>
            <span>
              <span className={styles.brand}>{line.brand.name}</span> {line.name}
              <span className={styles.muted}>
                {' '}
                · {line.variantName} · {t('orders:details.quantity', { count: line.quantity })}
              </span>
              {/* A paid order's products can be reviewed; the review page says when one already is. */}
              {order.status === 'paid' && line.type === 'product' ? (
                <Link
                  className={styles.reviewLink}
                  href={withLanguage(`/account/reviews/new?product_id=${line.productId}`, lang, defaultLang)}
                >
                  {t('orders:details.writeReview')}
                </Link>
              ) : null}
            </span>
            <span>{lineCost(line, { country, lang, t, keys: 'orders:details' })}</span>
          </li>
        ))}
      </ul>
      <CostSummary
        summary={order.costSummary}
        country={country}
        lang={lang}
        bnplProviders={[]}
        t={t}
        pointsTense={pointsTenseOf(order.status)}
      />
    </section>
  );
}
