import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveCountry } from '@/lib/routing/country';
import { decideRoute } from '@/lib/routing/decide';
import { resolveLanguage } from '@/lib/routing/language';
import { safeReturnTo } from '@/lib/routing/return-to';
import { COUNTRIES, COUNTRY_CODES, LANGUAGES, type CountryCode } from '@/lib/site';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 10_000);

const code = fc.constantFrom(...COUNTRY_CODES);
const noisyCode = fc.oneof(
  code,
  code.map((c) => ` ${c.toUpperCase()} `),
  fc.constantFrom('us', 'gb', 'jp', 'xx', ''),
  fc.string({ maxLength: 4 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const langish = fc.oneof(fc.constantFrom(...LANGUAGES), fc.constantFrom('fr', 'EN', ' th', ''), fc.string({ maxLength: 3 }));
const host = fc.oneof(
  fc.constant('localhost:3000'),
  code.map((c) => `${c}.localhost:3000`),
  code.map((c) => `www.${COUNTRIES[c].domain}`),
  fc.domain(),
);

describe('routing properties', () => {
  it('always yields one of the eight countries and a language of that country', () => {
    fc.assert(
      fc.property(host, maybe(noisyCode), maybe(noisyCode), maybe(noisyCode), maybe(langish), maybe(langish), maybe(langish), (h, header, cookie, query, ql, qlc, cl) => {
        const { country } = resolveCountry({ host: h, headerCountry: header, cookieCountry: cookie, queryCountry: query });
        const { language } = resolveLanguage(country, {
          queryLanguage: ql,
          queryLanguageCode: qlc,
          cookieLanguage: cl === null ? null : `lng_${cl}`,
        });
        expect(COUNTRY_CODES).toContain(country);
        expect(COUNTRIES[country].languages).toContain(language);
      }),
      { numRuns: RUNS },
    );
  });

  it('follows the precedence host/header → cookie → query → SG', () => {
    fc.assert(
      fc.property(maybe(code), maybe(code), maybe(code), (header, cookie, query) => {
        const { country } = resolveCountry({ host: 'localhost', headerCountry: header, cookieCountry: cookie, queryCountry: query });
        const expected: CountryCode = header ?? cookie ?? query ?? 'sg';
        expect(country).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('follows the precedence query → cookie → default for supported languages', () => {
    fc.assert(
      fc.property(code, maybe(fc.constantFrom(...LANGUAGES)), maybe(fc.constantFrom(...LANGUAGES)), (country, query, cookie) => {
        const supported = (l: string | null) => (l && (COUNTRIES[country].languages as string[]).includes(l) ? l : null);
        const { language } = resolveLanguage(country, { queryLanguage: query, cookieLanguage: cookie ? `lng_${cookie}` : null });
        expect(language).toBe(supported(query) ?? supported(cookie) ?? COUNTRIES[country].languages[0]);
      }),
      { numRuns: RUNS },
    );
  });

  it('never lets return_to leave the origin', () => {
    const tricky = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc
        .tuple(fc.constantFrom('/', '//', '/\\', '\\', '%2F', '%2f%2f', '%5C', '/%2F', '%252F', 'javascript:', ' /'), fc.domain(), fc.webPath())
        .map(([prefix, domain, path]) => `${prefix}${domain}${path}`),
    );
    const base = 'https://halcyonbeauty.sg';
    fc.assert(
      fc.property(tricky, (value) => {
        const result = safeReturnTo(value);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/[\\\u0000-\u001f]/);
        expect(new URL(result, base).origin).toBe(base);
        // What the browser would follow after the redirect also stays home.
        expect(new URL(decodeURIComponent(result.replace(/%(?![0-9a-f]{2})/gi, '%25')), base).origin).toBe(base);
      }),
      { numRuns: RUNS },
    );
  });

  it('redirects members on /sign_in only within the origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        const decision = decideRoute({
          pathname: '/sign_in',
          search: `?${new URLSearchParams({ return_to: value }).toString()}`,
          host: 'localhost',
          headers: { siteCountry: null },
          cookies: { 'jwt-data': 'x.y' },
        });
        expect(decision.kind).toBe('redirect');
        if (decision.kind === 'redirect') {
          expect(new URL(decision.location, 'https://halcyonbeauty.sg').origin).toBe('https://halcyonbeauty.sg');
        }
      }),
      { numRuns: RUNS },
    );
  });
});
