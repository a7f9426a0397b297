import { describe, expect, it } from 'vitest';
import {
  allLocales,
  dateTimeFormat,
  formatDate,
  formatDateTime,
  formatZonedDate,
  formatZonedShortDate,
  formatZonedTime,
  localeTag,
  tomorrow,
  zonedClock,
  zonedDateKey,
  zoneOffsetMinutes,
} from '@/lib/site';

const AT = '2026-03-12T06:30:00Z';

describe('dates in the shopper’s language', () => {
  it('writes the medium and long date of each language', () => {
    const utc = { timeZone: 'UTC' };
    expect(formatDate(AT, 'sg', 'en', 'medium', utc)).toBe('12 Mar 2026');
    expect(formatDate(AT, 'sg', 'en', 'long', utc)).toBe('12 March 2026');
    expect(formatDate(AT, 'th', 'th', 'medium', utc)).toBe('12 มี.ค. 2569');
    expect(formatDate(AT, 'th', 'th', 'long', utc)).toBe('12 มีนาคม 2569');
    expect(formatDate(AT, 'th', 'en', 'medium', utc)).toBe('Mar 12, 2026');
    expect(formatDate(AT, 'hk', 'zh', 'medium', utc)).toBe('2026年3月12日');
    expect(formatDate(AT, 'hk', 'en', 'long', utc)).toBe('12 March 2026');
    expect(formatDate(AT, 'id', 'id', 'medium', utc)).toBe('12 Mar 2026');
    expect(formatDate(AT, 'id', 'id', 'long', utc)).toBe('12 Maret 2026');
    expect(formatDate(AT, 'au', 'en', 'long', utc)).toBe('12 March 2026');
  });

  it('writes the date and time of day', () => {
    const bangkok = { timeZone: 'Asia/Bangkok' };
    expect(formatDateTime(AT, 'sg', 'en', bangkok)).toBe('12 Mar 2026, 1:30 pm');
    expect(formatDateTime(AT, 'th', 'th', bangkok)).toBe('12 มี.ค. 2569 13:30');
    expect(formatDateTime(AT, 'th', 'en', bangkok)).toBe('Mar 12, 2026, 1:30 PM');
    expect(formatDateTime(AT, 'hk', 'zh', bangkok)).toBe('2026年3月12日 下午1:30');
    expect(formatDateTime(AT, 'id', 'id', bangkok)).toBe('12 Mar 2026, 13.30');
  });

  it('reads the date in the zone it is given, and in the runtime’s own without one', () => {
    expect(formatDate('2026-03-12T20:00:00Z', 'sg', 'en', 'medium', { timeZone: 'UTC' })).toBe('12 Mar 2026');
    expect(formatDate('2026-03-12T20:00:00Z', 'sg', 'en', 'medium', { timeZone: 'Asia/Singapore' })).toBe(
      '13 Mar 2026',
    );
    // Local midnight is that calendar day in whatever zone the runtime is in.
    expect(formatDate('2026-03-12T00:00:00', 'sg', 'en')).toBe('12 Mar 2026');
    expect(formatDate(new Date(2026, 2, 12), 'th', 'th', 'long')).toBe('12 มีนาคม 2569');
  });

  it('writes exactly what a formatter made for the page’s locale tag and options writes', () => {
    const instants = ['2026-01-01T00:00:00Z', '2026-06-30T23:59:00Z', '2026-12-31T16:00:00Z'];
    for (const { country, lang } of allLocales()) {
      const tag = `${lang}-${country.toUpperCase()}`;
      expect(localeTag(country, lang)).toBe(tag);
      for (const at of instants) {
        const date = new Date(at);
        const inline = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options).format(date);
        expect(formatDate(at, country, lang)).toBe(inline({ dateStyle: 'medium' }));
        expect(formatDate(at, country, lang, 'medium', { timeZone: 'UTC' })).toBe(
          inline({ dateStyle: 'medium', timeZone: 'UTC' }),
        );
        expect(formatDate(at, country, lang, 'long', { timeZone: 'UTC' })).toBe(
          inline({ dateStyle: 'long', timeZone: 'UTC' }),
        );
        expect(formatDateTime(at, country, lang)).toBe(inline({ dateStyle: 'medium', timeStyle: 'short' }));
      }
    }
  });

  it('makes one formatter per locale tag and options', () => {
    const first = dateTimeFormat('th-TH', { dateStyle: 'medium' });
    expect(dateTimeFormat('th-TH', { dateStyle: 'medium' })).toBe(first);
    expect(dateTimeFormat('th-TH', { dateStyle: 'long' })).not.toBe(first);
    expect(dateTimeFormat('en-TH', { dateStyle: 'medium' })).not.toBe(first);
    expect(dateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(dateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      dateTimeFormat('th-TH', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
  });
});

describe('dates and times in a store’s zone', () => {
  it('writes the day and the time as the store reads them', () => {
    expect(formatZonedDate(AT, 'Asia/Bangkok', 'en-SG')).toBe('Thursday, 12 March 2026');
    expect(formatZonedDate(AT, 'Asia/Bangkok', 'th-TH')).toBe('วันพฤหัสบดีที่ 12 มีนาคม 2569');
    expect(formatZonedDate(AT, 'Asia/Bangkok', 'zh-HK')).toBe('2026年3月12日星期四');
    expect(formatZonedShortDate(AT, 'Asia/Bangkok', 'en-SG')).toBe('Thu, 12 Mar');
    expect(formatZonedShortDate(AT, 'Asia/Jakarta', 'id-ID')).toBe('Kam, 12 Mar');
    expect(formatZonedShortDate('2026-03-12T17:30:00Z', 'Asia/Bangkok', 'en-SG')).toBe('Fri, 13 Mar');
    expect(formatZonedTime(AT, 'Asia/Bangkok', 'en-TH')).toBe('13:30');
    expect(formatZonedTime(AT, 'Australia/Sydney', 'en-AU')).toBe('17:30');
  });

  it('knows the calendar day, the clock and the offset', () => {
    expect(zonedDateKey('2026-12-01T17:00:00Z', 'Asia/Bangkok')).toBe('2026-12-02');
    expect(zonedClock(new Date('2026-03-12T06:30:00Z'), 'Asia/Bangkok')).toEqual({ day: 4, minutes: 13 * 60 + 30 });
    expect(zoneOffsetMinutes(new Date('2026-01-15T00:00:00Z'), 'Australia/Sydney')).toBe(660);
    expect(zoneOffsetMinutes(new Date('2026-07-15T00:00:00Z'), 'Australia/Sydney')).toBe(600);
  });

  it('computes tomorrow in local time', () => {
    expect(tomorrow(new Date(2026, 11, 31, 23, 0))).toBe('2027-01-01');
    expect(tomorrow(new Date(2028, 1, 28, 0, 0))).toBe('2028-02-29');
    expect(tomorrow(new Date(2026, 2, 9, 12, 0))).toBe('2026-03-10');
  });
});
