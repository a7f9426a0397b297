import { COUNTRIES, COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '@/lib/site';
import { parseCountryCode } from '@/lib/site/parse';

export type CountrySource = 'host' | 'header' | 'cookie' | 'query' | 'default';

const hostSuffixes: Array<[suffix: string, country: CountryCode]> = COUNTRY_CODES.map((code) => [
  COUNTRIES[code].domain,
  code,
]);

/**
 * The country a host name belongs to: a storefront domain (or a subdomain of it), a
 * `{country}.localhost` name for local work, or a host whose last label is a country code
 * (e.g. `shop.example.sg`). Ports are ignored.
 */
export function countryFromHost(host: string | null | undefined): CountryCode | null {
  if (!host) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!hostname || hostname.startsWith('[')) return null;
  for (const [suffix, code] of hostSuffixes) {
    if (hostname === suffix || hostname.endsWith(`.${suffix}`)) return code;
  }
  const labels = hostname.split('.');
  if (labels.length >= 2 && labels.at(-1) === 'localhost') {
    return parseCountryCode(labels.at(-2));
  }
  if (labels.length >= 2 && !/^\d+$/.test(labels.at(-1) ?? '')) {
    return parseCountryCode(labels.at(-1));
  }
  return null;
}

export interface CountryInput {
  host?: string | null;
  headerCountry?: string | null;
  cookieCountry?: string | null;
  queryCountry?: string | null;
}

/** Country choice order: host suffix or x-site-country header → cookie → query → SG. */
export function resolveCountry(input: CountryInput): { country: CountryCode; source: CountrySource } {
  const fromHost = countryFromHost(input.host);
  if (fromHost) return { country: fromHost, source: 'host' };
  const fromHeader = parseCountryCode(input.headerCountry);
  if (fromHeader) return { country: fromHeader, source: 'header' };
  const fromCookie = parseCountryCode(input.cookieCountry);
  if (fromCookie) return { country: fromCookie, source: 'cookie' };
  const fromQuery = parseCountryCode(input.queryCountry);
  if (fromQuery) return { country: fromQuery, source: 'query' };
  return { country: DEFAULT_COUNTRY, source: 'default' };
}
