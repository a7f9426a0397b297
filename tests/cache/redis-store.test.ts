import { describe, expect, it } from 'vitest';
import { decode, encode, ttlSeconds } from '@/lib/cache/handlers/redis-store.mjs';

describe('the shared cache on Redis', () => {
  it('stores a page whole: its HTML, RSC payload and segment payloads come back byte for byte', () => {
    const page = {
      kind: 'APP_PAGE',
      html: '<main>Hello</main>',
      rscData: Buffer.from([0, 1, 2, 250, 255]),
      headers: { 'x-next-cache-tags': 'product:sg:en:a-lipstick,_N_T_/layout' },
      postponed: undefined,
      status: 200,
      segmentData: new Map([
        ['/_tree', Buffer.from('tree')],
        ['/_full', Buffer.from([9, 8, 7])],
      ]),
    };
    const stored = JSON.parse(JSON.stringify(encode(page)));
    const back = decode(stored);
    expect(back.html).toBe(page.html);
    expect(Buffer.compare(back.rscData, page.rscData)).toBe(0);
    expect(back.segmentData).toBeInstanceOf(Map);
    expect([...back.segmentData.keys()]).toEqual(['/_tree', '/_full']);
    expect(Buffer.compare(back.segmentData.get('/_full'), Buffer.from([9, 8, 7]))).toBe(0);
    expect(back.headers).toEqual(page.headers);
    expect(back.status).toBe(200);
  });

  it('keeps an entry in Redis for its own lifetime, never beyond a week', () => {
    expect(ttlSeconds(300)).toBe(300);
    expect(ttlSeconds(12.2)).toBe(13);
    expect(ttlSeconds(undefined)).toBe(7 * 24 * 60 * 60);
    expect(ttlSeconds(Infinity)).toBe(7 * 24 * 60 * 60);
    expect(ttlSeconds(30 * 24 * 60 * 60)).toBe(7 * 24 * 60 * 60);
  });
});
