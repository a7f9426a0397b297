import { describe, expect, it } from 'vitest';
import { countryFromHost, resolveCountry } from '@/lib/routing/country';

describe('countryFromHost', () => {
  it.each([
    ['halcyonbeauty.com.au', 'au'],
    ['www.halcyonbeauty.co.th', 'th'],
    ['www.halcyonbeauty.hk:443', 'hk'],
    ['th.localhost:3000', 'th'],
    ['HK.LOCALHOST', 'hk'],
    ['shop.example.my', 'my'],
    ['store.example.sg.', 'sg'],
  ])('%s → %s', (host, country) => {
    expect(countryFromHost(host)).toBe(country);
  });

  it.each(['localhost:3000', '127.0.0.1:3000', 'example.com', 'xx.localhost', '[::1]:3000', '', 'us.localhost'])(
    '%s has no country',
    (host) => {
      expect(countryFromHost(host)).toBeNull();
    },
  );
});

describe('resolveCountry (country choice order)', () => {
  it('prefers the host over everything else', () => {
    expect(
      resolveCountry({ host: 'th.localhost', headerCountry: 'hk', cookieCountry: 'au', queryCountry: 'my' }),
    ).toEqual({ country: 'th', source: 'host' });
  });

  it('uses the x-site-country header when the host says nothing', () => {
    expect(
      resolveCountry({ host: 'localhost', headerCountry: ' HK ', cookieCountry: 'au', queryCountry: 'my' }),
    ).toEqual({
      country: 'hk',
      source: 'header',
    });
  });

  it('then the locale cookie, then the country_code query', () => {
    expect(resolveCountry({ host: 'localhost', cookieCountry: 'Au', queryCountry: 'my' }).country).toBe('au');
    expect(resolveCountry({ host: 'localhost', cookieCountry: 'zz', queryCountry: ' MY' }).country).toBe('my');
  });

  it('falls back to SG, ignoring codes that are not one of the eight', () => {
    expect(resolveCountry({ host: 'localhost', headerCountry: 'us', cookieCountry: 'gb', queryCountry: 'jp' })).toEqual(
      {
        country: 'sg',
        source: 'default',
      },
    );
  });
});
