import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAG_ERRORS } from '@/components/bag/bag-state';
import { CHECKOUT_ERRORS } from '@/components/checkout/checkout-helpers';
import { ORDER_ERRORS } from '@/components/orders/order-status';
import { ApiError, domainErrorKey, type DomainErrors } from '@/lib/api/errors';

const LANGS = ['en', 'id', 'th', 'zh'] as const;

function message(lang: string, key: string): unknown {
  const [ns, rest] = key.split(':') as [string, string];
  const messages: unknown = JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lang, `${ns}.json`), 'utf8'));
  return rest
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

const http = (status: number, code: string) => new ApiError({ kind: 'http', status, code, message: 'x' });
const network = new ApiError({ kind: 'network', status: 0, code: 'network_error', message: 'x' });
const timeout = new ApiError({ kind: 'timeout', status: 0, code: 'timeout', message: 'x' });

describe('domainErrorKey', () => {
  const domain: DomainErrors = {
    namespace: 'bag',
    codes: new Set(['out_of_stock']),
    aliases: { gone: 'out_of_stock' },
  };

  it('names a domain code, case aside, and an alias with the domain message', () => {
    expect(domainErrorKey(http(409, 'OUT_OF_STOCK'), domain)).toBe('bag:errors.out_of_stock');
    expect(domainErrorKey(http(409, 'gone'), domain)).toBe('bag:errors.out_of_stock');
  });

  it('falls to the failures every call shares, then to the domain fallback', () => {
    expect(domainErrorKey(network, domain)).toBe('errors:network');
    expect(domainErrorKey(timeout, domain)).toBe('errors:timeout');
    expect(domainErrorKey(http(429, 'slow_down'), domain)).toBe('errors:tooManyRequests');
    expect(domainErrorKey(http(503, 'x'), domain)).toBe('errors:unavailable');
    expect(domainErrorKey(http(422, 'unheard_of'), domain)).toBe('bag:errors.generic');
    expect(domainErrorKey(new Error('boom'), domain)).toBe('bag:errors.generic');
    expect(domainErrorKey(http(422, 'unheard_of'), { ...domain, fallback: 'errors:generic' })).toBe('errors:generic');
  });

  it('hands what a domain does not name to the domain it falls back to', () => {
    expect(domainErrorKey(http(422, 'store_not_available'), CHECKOUT_ERRORS)).toBe(
      'checkout:errors.store_not_available',
    );
    expect(domainErrorKey(http(422, 'promotion_invalid'), CHECKOUT_ERRORS)).toBe('bag:errors.promotion_invalid');
    expect(domainErrorKey(http(422, 'unheard_of'), CHECKOUT_ERRORS)).toBe('bag:errors.generic');
    expect(domainErrorKey(network, CHECKOUT_ERRORS)).toBe('errors:network');
  });

  it('never names a replayed idempotency key to the shopper', () => {
    expect(domainErrorKey(http(422, 'idempotency_key_reused'), BAG_ERRORS)).toBe('bag:errors.generic');
  });

  it.each([
    ['bag', BAG_ERRORS],
    ['checkout', CHECKOUT_ERRORS],
    ['orders', ORDER_ERRORS],
  ] as const)('every message the %s can show exists in all four languages', (_name, errors) => {
    const keys = new Set<string>();
    for (let d: DomainErrors | undefined = errors; d; d = typeof d.fallback === 'object' ? d.fallback : undefined) {
      for (const code of d.codes) keys.add(domainErrorKey(http(422, code), d));
      for (const alias of Object.keys(d.aliases ?? {})) keys.add(domainErrorKey(http(422, alias), d));
      keys.add(domainErrorKey(http(422, 'unheard_of'), d));
    }
    for (const shared of [network, timeout, http(429, 'x'), http(500, 'x')]) keys.add(domainErrorKey(shared, errors));
    for (const lang of LANGS)
      for (const key of keys) expect(typeof message(lang, key), `${lang} ${key}`).toBe('string');
  });
});
