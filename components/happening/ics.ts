import { zoneOffsetMinutes } from '@/lib/site/dates';

export interface CalendarEvent {
  uid: string;
  title: string;
  location: string;
  description: string;
  startsAt: string;
  endsAt: string;
  /** The store's IANA zone: the event is written in its local time. */
  timeZone: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function localStamp(at: Date, timeZone: string): string {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}00`;
}

function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
}

function offset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

const escape = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');

/**
 * An iCalendar file for one booking, in the store's time zone (TZID with the zone's offset on the
 * day), so calendars show the store's local time wherever the shopper's device is set.
 */
export function bookingIcs(event: CalendarEvent, now: Date = new Date()): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const minutes = zoneOffsetMinutes(start, event.timeZone);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Halcyon Beauty//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${event.timeZone}`,
    'BEGIN:STANDARD',
    `DTSTART:${localStamp(start, event.timeZone).slice(0, 8)}T000000`,
    `TZOFFSETFROM:${offset(minutes)}`,
    `TZOFFSETTO:${offset(minutes)}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}@halcyonbeauty`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${event.timeZone}:${localStamp(start, event.timeZone)}`,
    `DTEND;TZID=${event.timeZone}:${localStamp(end, event.timeZone)}`,
    `SUMMARY:${escape(event.title)}`,
    `LOCATION:${escape(event.location)}`,
    `DESCRIPTION:${escape(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
