import { describe, expect, it } from 'vitest';
import { countryDestination } from '@/lib/routing/country-destination';
import { COUNTRIES, COUNTRY_CODES } from '@/lib/site';

const sites = COUNTRY_CODES.map((code) => ({ code, domain: COUNTRIES[code].domain }));

describe('countryDestination (welcome mat)', () => {
  it('moves between *.localhost country hosts, keeping the port', () => {
    expect(countryDestination({ protocol: 'http:', host: 'th.localhost:3000' }, 'au', sites)).toEqual({
      url: 'http://au.localhost:3000/',
      sameOrigin: false,
    });
  });

  it('moves between country domains, keeping the subdomain', () => {
    expect(countryDestination({ protocol: 'https:', host: 'www.halcyonbeauty.co.th' }, 'hk', sites)).toEqual({
      url: 'https://www.halcyonbeauty.hk/',
      sameOrigin: false,
    });
  });

  it('stays on the same origin elsewhere, where the cookie decides', () => {
    expect(countryDestination({ protocol: 'http:', host: 'localhost:3000' }, 'my', sites)).toEqual({ url: '/', sameOrigin: true });
    expect(countryDestination({ protocol: 'https:', host: 'preview.example.com' }, 'my', sites).sameOrigin).toBe(true);
  });
});
