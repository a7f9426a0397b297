'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import type { PointsLedgerEntry } from '@/contract/loyalty';
import { pointsHistoryQueryOptions } from '@/lib/api/loyalty';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { formatDate } from '@/lib/site/dates';
import { formatNumber } from '@/lib/site/number';
import styles from './loyalty-dashboard.module.css';

/** The entry's description in the member's language: what the points were for. */
export function useSourceText() {
  const { t } = useTranslation('loyalty');
  return (entry: Pick<PointsLedgerEntry, 'source' | 'orderNumber' | 'subject'>) =>
    t(`history.sources.${entry.source}`, { orderNumber: entry.orderNumber ?? '', subject: entry.subject ?? '' });
}

/** A page of the member's points ledger: date, description, points (+/−) and the balance after. */
export function PointsHistory({
  country,
  lang,
  defaultLang,
  page,
}: ScreenLocale & {
  page: number;
}) {
  const { t } = useTranslation('loyalty');
  const client = useApiClient();
  const describe = useSourceText();
  const history = useQuery(pointsHistoryQueryOptions(client, page));
  const number = { format: (value: number) => formatNumber(value, country, lang, { signed: true }) };
  const plain = { format: (value: number) => formatNumber(value, country, lang) };
  const pageHref = (target: number) =>
    withLanguage(target === 1 ? '/account/points' : `/account/points?page=${target}`, lang, defaultLang);

  if (history.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('dashboard.loadError')}
      </p>
    );
  }
  if (!history.data) return <Skeleton width="100%" height="20rem" />;
  const { data, meta } = history.data;
  if (data.length === 0) return <p className={styles.note}>{t('history.empty')}</p>;
  return (
    <div>
      <table className={styles.table} data-testid="points-history">
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.description')}</th>
            <th scope="col" className={styles.number}>
              {t('history.points')}
            </th>
            <th scope="col" className={styles.number}>
              {t('history.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((entry) => (
            <tr key={entry.id} data-source={entry.source}>
              <td>{formatDate(entry.createdAt, country, lang)}</td>
              <td>
                {entry.orderId !== null && entry.source === 'purchase_points_with_order_number' ? (
                  <Link href={withLanguage(`/orders/${entry.orderId}`, lang, defaultLang)}>{describe(entry)}</Link>
                ) : (
                  describe(entry)
                )}
              </td>
              <td className={`${styles.number} ${entry.points > 0 ? styles.earned : ''}`}>
                {number.format(entry.points)}
              </td>
              <td className={styles.number}>{plain.format(entry.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {meta.totalPages > 1 ? (
        <nav className={styles.pager} aria-label={t('history.pageOf', { page: meta.page, pages: meta.totalPages })}>
          {meta.page > 1 ? <Link href={pageHref(meta.page - 1)}>{t('history.previous')}</Link> : <span />}
          <span>{t('history.pageOf', { page: meta.page, pages: meta.totalPages })}</span>
          {meta.page < meta.totalPages ? <Link href={pageHref(meta.page + 1)}>{t('history.next')}</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
