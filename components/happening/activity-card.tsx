import { Link } from '@/components/ui/link';
import type { TFunction } from 'i18next';
import { ACTIVITY_PATH, type Activity } from '@/lib/api/happening';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import {
  formatMoneyIn,
  formatZonedShortDate,
  formatZonedTime,
  localeTag,
  type CountryCode,
  type Language,
} from '@/lib/site';
import styles from './happening.module.css';

/** Free, or the price in the country's currency. */
export function activityPrice(activity: Pick<Activity, 'price'>, country: CountryCode, lang: Language, free: string) {
  return activity.price.amount === 0 ? free : formatMoneyIn(activity.price, country, lang);
}

/**
 * When a priced activity is paid: booking takes no payment, the store charges on the day. Null for
 * a free one.
 */
export function paymentNote(price: { amount: number }, t: TFunction<'happening'>): string | null {
  return price.amount === 0 ? null : t('activities.paidInStore');
}

/** A card of the lists: title, store, duration, price, places left and next slot in the store's time. */
export function ActivityCard({
  activity,
  country,
  lang,
  defaultLang,
  t,
}: ScreenLocale & {
  activity: Activity;
  t: TFunction<'happening'>;
}) {
  const href = withLanguage(`/happening/${ACTIVITY_PATH[activity.kind]}/${activity.id}`, lang, defaultLang);
  const locale = localeTag(country, lang);
  const timeZone = activity.store.timeZone;
  return (
    <li className={styles.card} data-testid="activity-card" data-kind={activity.kind}>
      <p className={styles.eyebrow}>{activity.group.name}</p>
      <h3 className={styles.cardTitle}>
        <Link href={href}>{activity.title}</Link>
      </h3>
      <p className={styles.meta}>
        {t('activities.atStore', { store: activity.store.name })} ·{' '}
        {t('activities.duration', { minutes: activity.durationMinutes })}
      </p>
      <p className={styles.price}>
        {activityPrice(activity, country, lang, t('activities.free'))}
        {activity.price.amount > 0 ? <span className={styles.payNote}>{paymentNote(activity.price, t)}</span> : null}
      </p>
      <p className={styles.meta}>
        {activity.nextSlotAt
          ? t('activities.nextSlot', {
              date: formatZonedShortDate(activity.nextSlotAt, timeZone, locale),
              time: formatZonedTime(activity.nextSlotAt, timeZone, locale),
            })
          : t('activities.noTimeSlots')}
        {' · '}
        {activity.remainingSlots === 0
          ? t('activities.full')
          : activity.capacity === 1
            ? // One shopper per slot: what is left is a number of times to choose from, not places.
              t('activities.timesLeft', { count: activity.remainingSlots })
            : t('activities.remaining', { count: activity.remainingSlots })}
      </p>
      <p className={styles.cardAction}>
        {activity.invitedTier ? <span className={styles.appOnlyTag}>{t('activities.invitationTag')}</span> : null}
        {activity.appOnly ? (
          <span className={styles.appOnlyTag}>{t('activities.appOnly')}</span>
        ) : (
          <Link className={styles.bookLink} href={href}>
            {t('activities.book')}
          </Link>
        )}
      </p>
    </li>
  );
}
