'use client';

import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '@/lib/api/happening';
import { formatZonedShortDate, formatZonedTime, zonedDateKey } from '@/lib/site/dates';
import styles from './booking.module.css';

/** Slots of one day grouped by start time: several artists may start at the same time. */
export function groupSlots(slots: readonly TimeSlot[], timeZone: string) {
  const days = new Map<string, Map<string, TimeSlot[]>>();
  for (const slot of slots) {
    if (slot.remaining <= 0) continue;
    const day = zonedDateKey(slot.startsAt, timeZone);
    const times = days.get(day) ?? new Map<string, TimeSlot[]>();
    times.set(slot.startsAt, [...(times.get(slot.startsAt) ?? []), slot]);
    days.set(day, times);
  }
  return days;
}

/** The dates with a place left, then the start times of the chosen one, in the store's zone. */
export function SlotStep({
  days,
  selectedDay,
  time,
  zone,
  locale,
  onDay,
  onTime,
}: {
  days: ReturnType<typeof groupSlots>;
  selectedDay: string | null;
  time: string | null;
  zone: string;
  locale: string;
  onDay: (day: string) => void;
  onTime: (start: string) => void;
}) {
  const { t } = useTranslation('happening');
  const dayKeys = [...days.keys()].sort();
  const times = selectedDay ? [...(days.get(selectedDay)?.keys() ?? [])].sort() : [];
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend>{t('booking.chooseDate')}</legend>
        <div className={styles.days}>
          {dayKeys.map((key) => {
            const first = [...(days.get(key)?.keys() ?? [])][0] ?? `${key}T12:00:00Z`;
            return (
              <button
                key={key}
                type="button"
                className={styles.day}
                aria-pressed={selectedDay === key}
                onClick={() => onDay(key)}
              >
                {formatZonedShortDate(first, zone, locale)}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('booking.chooseTime')}</legend>
        <div className={styles.times}>
          {times.map((start) => (
            <button
              key={start}
              type="button"
              className={styles.time}
              aria-pressed={time === start}
              data-testid="slot-time"
              onClick={() => onTime(start)}
            >
              {formatZonedTime(start, zone, locale)}
            </button>
          ))}
        </div>
      </fieldset>
      <p className={styles.muted}>{t('booking.storeTime', { zone })}</p>
    </>
  );
}

/** Any artist, or one of those free at the chosen time. */
export function ArtistStep({
  timeSlots,
  artistId,
  onArtist,
}: {
  timeSlots: readonly TimeSlot[];
  artistId: number | null;
  onArtist: (id: number | null) => void;
}) {
  const { t } = useTranslation('happening');
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('booking.artistHint')}</legend>
      <label className={styles.option}>
        <input type="radio" name="artist" checked={artistId === null} onChange={() => onArtist(null)} />
        {t('booking.anyArtist')}
      </label>
      {timeSlots
        .filter((slot) => slot.artist)
        .map((slot) => (
          <label key={slot.id} className={styles.option}>
            <input
              type="radio"
              name="artist"
              checked={artistId === slot.artist?.id}
              onChange={() => onArtist(slot.artist?.id ?? null)}
            />
            {slot.artist?.name} <span className={styles.muted}>{slot.artist?.specialty}</span>
          </label>
        ))}
    </fieldset>
  );
}

/**
 * The slot step's shape while the store's free times load (they are read live, after the cached
 * page arrives): the same legends, a row of dates and one row of times (most days have a time or
 * two), and the store-time note, so that the buttons below stay where they are when the times come.
 * A screen reader hears that they are loading. A browser without scripts, for which they never come,
 * shows neither: its Continue leads to the form on one page.
 */
export function SlotStepPlaceholder({ zone }: { zone: string }) {
  const { t } = useTranslation('happening');
  const chips = (className: string | undefined) =>
    [0, 1, 2, 3].map((key) => <span key={key} className={`${className ?? ''} ${styles.pendingChip ?? ''}`} />);
  return (
    <>
      <p className={`visually-hidden ${styles.awaitingScript ?? ''}`} role="status">
        {t('booking.loading')}
      </p>
      <fieldset className={`${styles.fieldset ?? ''} ${styles.awaitingScript ?? ''}`} aria-hidden="true" disabled>
        <legend>{t('booking.chooseDate')}</legend>
        <div className={styles.days}>{chips(styles.day)}</div>
      </fieldset>
      <fieldset className={`${styles.fieldset ?? ''} ${styles.awaitingScript ?? ''}`} aria-hidden="true" disabled>
        <legend>{t('booking.chooseTime')}</legend>
        <div className={`${styles.times ?? ''} ${styles.pendingRow ?? ''}`}>{chips(styles.time)}</div>
      </fieldset>
      <p className={styles.muted}>{t('booking.storeTime', { zone })}</p>
    </>
  );
}
