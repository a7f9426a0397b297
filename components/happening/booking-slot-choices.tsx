import { useTranslation } from 'react-i18next';
import type { TimeSlot } from '@/lib/api/happening';
import { formatZonedShortDate, formatZonedTime } from '@/lib/site/dates';
import { slotChoice } from './booking-form';
import type { groupSlots } from './booking-slot-step';
import styles from './booking.module.css';

/**
 * A time's choices on the form on one page: the time with any artist (its first slot), then with
 * each artist free at that time; without artists, the time alone.
 */
function choicesAt(slots: readonly TimeSlot[]): Array<{ value: string; artist: string | null }> {
  const [first] = slots;
  if (!first) return [];
  const withArtist = slots.flatMap((slot) =>
    slot.artist ? [{ value: slotChoice(slot.id, slot.artist.id), artist: slot.artist.name }] : [],
  );
  return [{ value: slotChoice(first.id, null), artist: null }, ...withArtist];
}

/**
 * Every free time as one radio of the form on one page (posted as `slot`): by date, then time, in
 * the store's zone, each with any artist or one of those free then when the activity has artists.
 * `chosen` is the time posted last, kept when the booking was refused for another reason.
 */
export function SlotChoices({
  days,
  zone,
  locale,
  chosen,
}: {
  days: ReturnType<typeof groupSlots>;
  zone: string;
  locale: string;
  chosen?: string;
}) {
  const { t } = useTranslation('happening');
  const withArtists = [...days.values()].some((times) =>
    [...times.values()].some((slots) => slots.some((slot) => slot.artist)),
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('booking.steps.slot')}</legend>
      {withArtists ? <p className={styles.muted}>{t('booking.artistHint')}</p> : null}
      {[...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, times]) => {
          const starts = [...times.keys()].sort();
          return (
            <fieldset key={day} className={styles.fieldset}>
              <legend>{formatZonedShortDate(starts[0] ?? `${day}T12:00:00Z`, zone, locale)}</legend>
              <div className={styles.times}>
                {starts.flatMap((start) =>
                  choicesAt(times.get(start) ?? []).map(({ value, artist }) => (
                    <label key={value} className={`${styles.option ?? ''} ${styles.choice ?? ''}`}>
                      <input type="radio" name="slot" value={value} defaultChecked={value === chosen} />
                      <span className={styles.choiceTime}>{formatZonedTime(start, zone, locale)}</span>
                      {withArtists ? <span className={styles.muted}>{artist ?? t('booking.anyArtist')}</span> : null}
                    </label>
                  )),
                )}
              </div>
            </fieldset>
          );
        })}
      <p className={styles.muted}>{t('booking.storeTime', { zone })}</p>
    </fieldset>
  );
}
