'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { LabelledSection } from '@/components/ui/labelled-section';
import { QrCode } from '@/components/ui/qr-code';
import { Skeleton } from '@/components/ui/skeleton';
import type { LoyaltySummary, Perk } from '@/contract/loyalty';
import { STAFF_DISCOUNT_PERCENT, STAFF_HOUSE_BRAND_DISCOUNT_PERCENT } from '@/contract/bag-codes';
import { loyaltySummaryQueryOptions } from '@/lib/api/loyalty';
import { PayNowLink } from '@/components/orders/pay-now-link';
import { orderPath, RETRYABLE } from '@/components/orders/order-status';
import { orderListQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { formatDate, formatMoneyIn, formatNumber, type CountryCode, type Language } from '@/lib/site';
import styles from './loyalty-dashboard.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const RECENT_ORDERS = 3;

/** `1234567812345678` → `1234 5678 1234 5678`, as printed on the card. */
export function groupedCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

function useDates(country: CountryCode, lang: Language) {
  return (iso: string) =>
    formatDate(iso.length === 10 ? `${iso}T00:00:00Z` : iso, country, lang, 'medium', { timeZone: 'UTC' });
}

/**
 * The member's Beauty Pass: the card (with a QR code of the card number for the till), points and
 * the next expiry, tier progress with its message, perks and recent orders. The server hands the
 * summary over; an expired session makes the browser refresh and ask again.
 */
export function LoyaltyDashboard({ country, lang, defaultLang }: ScreenLocale) {
  const { t } = useTranslation('loyalty');
  const client = useApiClient();
  const summary = useQuery(loyaltySummaryQueryOptions(client));
  if (summary.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('dashboard.loadError')}
      </p>
    );
  }
  if (!summary.data) {
    return (
      <div aria-busy="true" className={styles.grid}>
        <Skeleton width="100%" height="14rem" />
        <Skeleton width="100%" height="14rem" />
      </div>
    );
  }
  return <Dashboard summary={summary.data} country={country} lang={lang} defaultLang={defaultLang} />;
}

function Dashboard({ summary, country, lang, defaultLang }: ScreenLocale & { summary: LoyaltySummary }) {
  const { t } = useTranslation('loyalty');
  const date = useDates(country, lang);
  const money = (amount: { amount: number; currency: string }) => formatMoneyIn(amount, country, lang);
  const { member, points, tier, perks } = summary;
  const tierName = (name: typeof member.tier) => t(`tiers.${name}`);
  const href = (path: string) => withLanguage(path, lang, defaultLang);

  return (
    <div className={styles.dashboard} data-testid="loyalty-dashboard">
      <div className={styles.grid}>
        <section className={styles.card} data-tier={member.tier} aria-labelledby="beauty-pass-card">
          <div className={styles.cardTop}>
            <h2 id="beauty-pass-card" className={styles.cardLabel}>
              {t('card.label')}
            </h2>
            <p className={styles.cardTier} data-testid="card-tier">
              {tierName(member.tier)}
              {member.isEmployee ? <span className={styles.staff}>{t('card.staff')}</span> : null}
            </p>
          </div>
          <p className={styles.cardName}>
            {member.firstName} {member.lastName}
          </p>
          <div className={styles.cardBottom}>
            <p className={styles.cardNumber}>
              <span className={styles.caption}>{t('card.cardNumber')}</span>
              <span data-testid="card-number">{groupedCardNumber(member.cardNumber)}</span>
            </p>
            <div className={styles.qr}>
              <QrCode value={member.cardNumber} label={t('card.qrLabel', { number: member.cardNumber })} size={112} />
            </div>
          </div>
          <p className={styles.cardHint}>{t('card.inStore')}</p>
        </section>

        <Panel id="points-heading" title={t('points.heading')}>
          <p className={styles.balance}>
            <span className={styles.balanceValue} data-testid="points-balance">
              {formatNumber(points.balance, country, lang)}
            </span>{' '}
            <span className={styles.balanceUnit}>{t('points.unit')}</span>
          </p>
          <p className={styles.expiry} data-testid="points-expiring">
            {points.expiring
              ? t('points.expiring', {
                  amount: formatNumber(points.expiring.amount, country, lang),
                  date: date(points.expiring.date),
                })
              : t('points.noneExpiring')}
          </p>
          <p className={styles.note}>{t('points.expiryRule')}</p>
          <p className={styles.note}>{t('points.delay')}</p>
          <Link className={styles.link} href={href('/account/points')}>
            {t('points.history')}
          </Link>
        </Panel>
      </div>

      <Panel id="tier-heading" title={t('tier.heading')}>
        <p className={styles.tierMessage} data-testid="tier-message" data-message={tier.message}>
          {t(`tier.messages.${tier.message}`, {
            tier: tierName(tier.current),
            target: tierName(tier.target),
            days: tier.daysLeft,
          })}
        </p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('tier.progressLabel', { target: tierName(tier.target) })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(tier.progress * 100)}
        >
          <span className={styles.progressFill} style={{ width: `${Math.round(tier.progress * 100)}%` }} />
        </div>
        {tier.amountToSpend ? (
          <p className={styles.tierDetail}>
            {t(tier.target === tier.current ? 'tier.toKeep' : 'tier.toReach', {
              amount: money(tier.amountToSpend),
              date: date(tier.reviewOn),
              target: tierName(tier.target),
            })}
          </p>
        ) : null}
        <p className={styles.note}>{t('tier.review', { date: date(tier.reviewOn), days: tier.daysLeft })}</p>
        <ul className={styles.privileges} aria-label={t('privileges.heading')}>
          {(['white', 'black', 'gold'] as const).map((name) => (
            <li key={name} data-current={name === member.tier || undefined}>
              {t(`privileges.${name}`)}
            </li>
          ))}
        </ul>
        <Link className={styles.link} href={href('/rewards')}>
          {t('tier.rewardsLink')}
        </Link>
        <Link className={styles.link} href={href('/beauty-pass-sale')}>
          {t('sale.link')}
        </Link>
      </Panel>

      <Panel id="perks-heading" title={t('perks.heading')}>
        <ul className={styles.perks}>
          {perks.map((perk) => (
            <PerkItem key={perk.key} perk={perk} money={money} date={date} />
          ))}
        </ul>
      </Panel>

      <RecentOrders country={country} lang={lang} defaultLang={defaultLang} />
    </div>
  );
}

function PerkItem({
  perk,
  money,
  date,
}: {
  perk: Perk;
  money: (amount: { amount: number; currency: string }) => string;
  date: (iso: string) => string;
}) {
  const { t } = useTranslation('loyalty');
  // A perk of a kind the store has no words for shows the name and description it came with.
  const other = perk.key === 'others';
  const condition = other
    ? (perk.description ?? '')
    : runtimeKeys(t)(`perks.${perk.key}.${perk.state}`, {
        amount: perk.minimumSpend ? money(perk.minimumSpend) : perk.amountOff ? money(perk.amountOff) : '',
        date: perk.date ? date(perk.date) : '',
        all: STAFF_DISCOUNT_PERCENT,
        house: STAFF_HOUSE_BRAND_DISCOUNT_PERCENT,
      });
  return (
    <li className={styles.perk} data-perk={perk.key} data-state={perk.state}>
      <p className={styles.perkTitle}>
        {other && perk.name ? perk.name : t(`perks.${perk.key}.title`)}
        <span className={styles.perkState}>{t(`perks.states.${perk.state}`)}</span>
      </p>
      {condition ? <p className={styles.perkCondition}>{condition}</p> : null}
    </li>
  );
}

function RecentOrders({ country, lang, defaultLang }: ScreenLocale) {
  const { t } = useTranslation('loyalty');
  const client = useApiClient();
  const date = useDates(country, lang);
  const orders = useQuery(orderListQueryOptions(client));
  const href = (path: string) => withLanguage(path, lang, defaultLang);
  return (
    <Panel id="recent-orders-heading" title={t('orders.heading')}>
      {!orders.data ? (
        <Skeleton width="100%" height="3rem" />
      ) : orders.data.length === 0 ? (
        <p className={styles.note}>{t('orders.none')}</p>
      ) : (
        <ul className={styles.orders}>
          {orders.data.slice(0, RECENT_ORDERS).map((order) => (
            <li key={order.id} className={styles.orderItem}>
              <Link href={href(`/orders/${order.id}`)} className={styles.order}>
                <span className={styles.orderNumber}>{t('orders.order', { number: order.number })}</span>
                <span className={styles.note}>{t('orders.placed', { date: date(order.createdAt) })}</span>
                <span>{formatMoneyIn(order.total, country, lang)}</span>
              </Link>
              {RETRYABLE.has(order.status) ? (
                <PayNowLink href={href(orderPath(order))} number={order.number} label={t('orders.payNow')} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.link} href={href('/orders')}>
        {t('orders.all')}
      </Link>
    </Panel>
  );
}

/** A panel of the dashboard, named by its heading. */
function Panel(props: { id: string; title: string; children: ReactNode }) {
  return <LabelledSection {...props} className={styles.panel} headingClassName={styles.panelHeading} />;
}
