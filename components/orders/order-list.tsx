'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { orderListQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage } from '@/lib/routing/language-query';
import { formatDate, formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { orderPath, RETRYABLE, storeName } from './order-status';
import { PayNowLink } from './pay-now-link';
import styles from './orders.module.css';

/** The member's orders, newest first, each leading to its page; one not yet paid offers to pay it. */
export function OrderList({
  country,
  lang,
  defaultLang,
}: {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
}) {
  const { t } = useTranslation('orders');
  const client = useApiClient();
  const orders = useQuery(orderListQueryOptions(client));
  if (!orders.data) {
    return (
      <div aria-busy="true" className={styles.stack}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} width="100%" height="4.5rem" />
        ))}
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('list.empty')}</p>
        <ButtonLink href={withLanguage('/', lang, defaultLang)}>{t('list.shop')}</ButtonLink>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {orders.data.map((order) => (
        <li key={order.id} data-testid="order-row" className={styles.item}>
          <Link
            href={withLanguage(orderPath(order), lang, defaultLang)}
            // Named by what it shows (number, date, status, total), so speech input can reach it.
            className={styles.row}
          >
            <span className={styles.rowMain}>
              <strong>{order.number}</strong>
              <span className={styles.muted}>
                {formatDate(order.createdAt, country, lang)} · {t('list.items', { count: order.itemsCount })}
                {order.country.toLowerCase() !== country ? (
                  <span data-testid="order-row-store">
                    {' '}
                    · {t('details.placedInShort', { store: storeName(order.country, lang) })}
                  </span>
                ) : null}
              </span>
            </span>
            <span className={styles.status} data-status={order.status}>
              {t(`status.${order.status}`)}
            </span>
            <span className={styles.rowTotal}>{formatMoneyIn(order.total, country, lang)}</span>
          </Link>
          {RETRYABLE.has(order.status) ? (
            <PayNowLink
              href={withLanguage(orderPath(order), lang, defaultLang)}
              number={order.number}
              label={t('list.payNow')}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
