import type { OpeningHours, Store } from '@/lib/api/stores';
import { zonedClock } from '@/lib/site/dates';

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export interface OpeningState {
  /** Whether the store is open at the instant, in its own time zone. */
  open: boolean;
  /** Today's hours in the store's zone, or null when it is closed all day. */
  today: OpeningHours | null;
  /**
   * While closed, when it opens next: in how many days (0 today, 1 tomorrow…), that weekday and
   * its opening time in the store's zone. Null while open, or for a store with no hours at all.
   */
  next: { inDays: number; day: number; opens: string } | null;
}

export function openingState(store: Pick<Store, 'openingHours' | 'timeZone'>, now: Date): OpeningState {
  const { day, minutes } = zonedClock(now, store.timeZone);
  const hoursOn = (weekday: number) => store.openingHours.find((hours) => hours.day === weekday) ?? null;
  const today = hoursOn(day);
  const open = today !== null && minutes >= toMinutes(today.opens) && minutes < toMinutes(today.closes);
  let next: OpeningState['next'] = null;
  if (!open) {
    for (let inDays = 0; inDays <= 7 && next === null; inDays += 1) {
      const weekday = (day + inDays) % 7;
      const hours = hoursOn(weekday);
      if (hours && (inDays > 0 || minutes < toMinutes(hours.opens)))
        next = { inDays, day: weekday, opens: hours.opens };
    }
  }
  return { open, today, next };
}

/** A maps link with directions to the store's coordinates (opens the shopper's maps app on phones). */
export function directionsUrl(store: Pick<Store, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}

/** Great-circle distance in kilometres, for sorting by the shopper's position in the browser. */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLng = (to.lng - from.lng) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Stores whose name, city or address contains the text (case and accents ignored). */
export function matchesStore(store: Pick<Store, 'name' | 'city' | 'address'>, text: string): boolean {
  const fold = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const needle = fold(text.trim());
  if (!needle) return true;
  return [store.name, store.city, store.address].some((value) => fold(value).includes(needle));
}
