import { describe, expect, it } from 'vitest';
import { decideRoute, type RoutingDecision } from '@/lib/routing/decide';
import { LOCALE_REDIRECT_COOKIE } from '@/lib/routing/root-redirect';
import { routingRequest } from './routing-request';

const TH = 'www.halcyonbeauty.co.th';
const HK = 'www.halcyonbeauty.hk';

function visit(host: string, acceptLanguage: string | null, cookies: Record<string, string> = {}, search = '') {
  return decideRoute(routingRequest({ host, search, headers: { siteCountry: null, acceptLanguage }, cookies }));
}

const remembered = (value: string) => ({
  name: LOCALE_REDIRECT_COOKIE,
  value,
  maxAge: 31_536_000,
  path: '/',
  sameSite: 'lax',
});

/** The request the browser makes next, at the redirect's target, with the cookies it was given. */
function follow(host: string, decision: RoutingDecision, acceptLanguage: string) {
  if (decision.kind !== 'redirect') throw new Error('expected a redirect');
  const url = new URL(decision.location, 'http://x');
  const cookies = Object.fromEntries((decision.cookies ?? []).map(({ name, value }) => [name, value]));
  return decideRoute(
    routingRequest({
      host,
      pathname: url.pathname,
      search: url.search,
      headers: { siteCountry: null, acceptLanguage },
      cookies,
    }),
  );
}

describe('root redirect: the home page’s address names its language', () => {
  it('sends a first visit to the language the browser prefers, and remembers it for a year', () => {
    const decision = visit(TH, 'en-GB,en;q=0.9,th;q=0.5');
    expect(decision).toEqual({ kind: 'redirect', location: '/?language=en', status: 307, cookies: [remembered('en')] });
    // The target names its language: it is rendered, never redirected again.
    expect(follow(TH, decision, 'en-GB')).toMatchObject({ kind: 'rewrite', pathname: '/th/en', lang: 'en' });
    expect(visit(HK, 'zh-TW,zh;q=0.8')).toMatchObject({ location: '/?language=zh', cookies: [remembered('zh')] });
    expect(visit('id.localhost:3000', 'en-US')).toMatchObject({ location: '/?language=en' });
  });

  it('keeps the rest of the query', () => {
    expect(visit(TH, 'en', {}, '?utm_source=line')).toMatchObject({ location: '/?utm_source=line&language=en' });
  });

  it('stays on the default language when the browser prefers it or names none of the country’s', () => {
    for (const accept of ['th-TH,th;q=0.9', 'ja-JP,fr;q=0.5', null, '']) {
      const decision = visit(TH, accept);
      expect(decision, String(accept)).toMatchObject({ kind: 'rewrite', pathname: '/th/th', lang: 'th' });
      if (decision.kind !== 'rewrite') continue;
      expect(decision.cookies).toContainEqual(remembered('th'));
    }
  });

  it('asks the browser only once: a shopper who stayed on the default language is not sent back', () => {
    const decision = visit(TH, 'en-US', { [LOCALE_REDIRECT_COOKIE]: 'th' });
    expect(decision).toMatchObject({ kind: 'rewrite', lang: 'th' });
    if (decision.kind !== 'rewrite') return;
    expect(decision.cookies.map((cookie) => cookie.name)).not.toContain(LOCALE_REDIRECT_COOKIE);
  });

  it('puts the language the shopper chose (language cookie) in the URL, over the browser’s', () => {
    const chosen = { locale: 'hk', language: 'lng_zh', [LOCALE_REDIRECT_COOKIE]: 'en' };
    expect(visit(HK, 'en-US', chosen)).toEqual({
      kind: 'redirect',
      location: '/?language=zh',
      status: 307,
      cookies: [],
    });
    const back = { locale: 'th', language: 'lng_th' };
    expect(visit(TH, 'en-US', back)).toMatchObject({ kind: 'rewrite', lang: 'th' });
  });

  it('never overrides the query’s language, and leaves other pages and one-language countries alone', () => {
    expect(visit(TH, 'en', {}, '?language=th')).toMatchObject({ kind: 'rewrite', lang: 'th' });
    const brands = decideRoute(
      routingRequest({ host: TH, pathname: '/brands', headers: { siteCountry: null, acceptLanguage: 'en' } }),
    );
    expect(brands).toMatchObject({ kind: 'rewrite', lang: 'th' });
    const singapore = visit('www.halcyonbeauty.sg', 'zh-TW', { locale: 'sg', language: 'lng_en' });
    expect(singapore).toMatchObject({ kind: 'rewrite', lang: 'en', cache: 'shared' });
  });
});
