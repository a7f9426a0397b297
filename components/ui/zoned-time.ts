import type { CountryCode, Language } from '@/lib/site';

/**
 * Dates and times shown in a store's own time zone, whatever the browser's zone: a 2 pm class in
 * Bangkok reads 14:00 for a shopper whose laptop is set to New York.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, cached);
  }
  return cached;
}

export function intlLocale(lang: Language, country: CountryCode): string {
  return `${lang}-${country.toUpperCase()}`;
}

export function formatZonedDate(iso: string | Date, timeZone: string, locale: string): string {
  return formatter(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
}

export function formatZonedShortDate(iso: string | Date, timeZone: string, locale: string): string {
  return formatter(locale, timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));
}

export function formatZonedTime(iso: string | Date, timeZone: string, locale: string): string {
  return formatter(locale, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** The calendar date `YYYY-MM-DD` of the instant in the zone. */
export function zonedDateKey(iso: string | Date, timeZone: string): string {
  const parts = formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(iso),
  );
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Day of the week (0 = Sunday) and minutes since midnight of the instant in the zone. */
export function zonedClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = formatter('en-US', timeZone, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Minutes the zone is ahead of UTC at the instant (daylight saving included). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = formatter('en-US', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}
