import type { CountryCode, Language } from './countries';
import { localeTag } from './locale-tag';

/**
 * Dates as shoppers read them, in their language (Thai counts Buddhist years), and dates and times
 * in a store's own time zone, whatever the browser's zone: a 2 pm class in Bangkok reads 14:00 for
 * a shopper whose laptop is set to New York. Only the site's types are imported, so browser code
 * can use it without loading the site configuration.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One `Intl.DateTimeFormat` per locale tag and options, made on first use and kept. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant: a `Date`, epoch milliseconds or a string `new Date` reads (ISO 8601). */
export type DateInput = Date | number | string;

export interface DateZone {
  /** The zone the date is read in (`'UTC'` for calendar dates sent as UTC midnight); the runtime's own without it. */
  timeZone?: string;
}

function zoned(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormatOptions {
  return timeZone ? { ...options, timeZone } : options;
}

function instant(value: DateInput): Date | number {
  return typeof value === 'string' ? new Date(value) : value;
}

/** The date in the shopper's language: `12 Mar 2026` (medium, the default) or `12 March 2026` (long). */
export function formatDate(
  value: DateInput,
  country: CountryCode,
  lang: Language,
  style: 'medium' | 'long' = 'medium',
  { timeZone }: DateZone = {},
): string {
  return dateTimeFormat(localeTag(country, lang), zoned({ dateStyle: style }, timeZone)).format(instant(value));
}

/** The date and the time of day in the shopper's language: `12 Mar 2026, 2:30 pm`. */
export function formatDateTime(
  value: DateInput,
  country: CountryCode,
  lang: Language,
  { timeZone }: DateZone = {},
): string {
  return dateTimeFormat(localeTag(country, lang), zoned({ dateStyle: 'medium', timeStyle: 'short' }, timeZone)).format(
    instant(value),
  );
}

/** `Thursday, 12 March 2026` in the zone. */
export function formatZonedDate(iso: DateInput, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    instant(iso),
  );
}

/** `Thu, 12 Mar` in the zone. */
export function formatZonedShortDate(iso: DateInput, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(instant(iso));
}

/** `14:00` in the zone. */
export function formatZonedTime(iso: DateInput, timeZone: string, locale: string): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    instant(iso),
  );
}

/** The calendar date `YYYY-MM-DD` of the instant in the zone (the runtime's own without one). */
export function zonedDateKey(iso: DateInput, timeZone?: string): string {
  const parts = dateTimeFormat(
    'en-CA',
    zoned({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone),
  ).formatToParts(instant(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** `YYYY-MM-DD` of the day after `now`, in local time. */
export function tomorrow(now: Date = new Date()): string {
  return zonedDateKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** Day of the week (0 = Sunday) and minutes since midnight of the instant in the zone. */
export function zonedClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = dateTimeFormat('en-US', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { day, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Minutes the zone is ahead of UTC at the instant (daylight saving included). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}
