import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/contract';
import { ApiError, apiErrorFromResponse, errorMessageKey, toUserMessage, type ErrorMessageKey } from '@/lib/api/errors';

type Messages = { [key: string]: string | Messages };
const LANGS = ['en', 'id', 'th', 'zh'] as const;

function load(lang: string, ns: string): Messages {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lang, `${ns}.json`), 'utf8')) as Messages;
}

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const http = (status: number, code: string, message = 'x', details?: Record<string, unknown>) =>
  new ApiError({ kind: 'http', status, code, message, ...(details ? { details } : {}) });

describe('ApiError', () => {
  it('reads the error body of the API', async () => {
    const error = await apiErrorFromResponse(423, {
      error: { code: 'sign_in_blocked', message: 'This sign-in attempt was blocked.', details: { referenceId: 'R1' } },
    });
    expect(error).toMatchObject({ status: 423, code: 'sign_in_blocked', message: 'This sign-in attempt was blocked.' });
    expect(error.detail('referenceId')).toBe('R1');
  });

  it('keeps a bare code and survives a body that is not JSON', async () => {
    expect((await apiErrorFromResponse(401, { error: { code: 'invalid_grant' } })).code).toBe('invalid_grant');
    expect(await apiErrorFromResponse(502, '<html>Bad gateway</html>')).toMatchObject({
      code: 'http_502',
      isRetryable: true,
    });
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('%i is retryable', (status) => {
    expect(http(status, 'x').isRetryable).toBe(true);
  });
  it.each([400, 401, 403, 404, 422, 423, 501])('%i is not retryable', (status) => {
    expect(http(status, 'x').isRetryable).toBe(false);
  });
});

describe('user messages', () => {
  it.each([
    [http(401, 'unauthorized', ERROR_MESSAGES.authenticationFailed), 'authenticationFailed'],
    [http(423, 'sign_in_blocked', ERROR_MESSAGES.signInBlocked), 'signInBlocked'],
    [http(404, 'whatever', ERROR_MESSAGES.userNotFound), 'userNotFound'],
    [http(404, 'whatever', ERROR_MESSAGES.landingPageNotFound), 'landingPageNotFound'],
    [http(404, 'whatever', ERROR_MESSAGES.layoutNotFound), 'layoutNotFound'],
    [http(404, 'whatever', ERROR_MESSAGES.resourceNotFound), 'resourceNotFound'],
    [http(404, 'whatever', ERROR_MESSAGES.offerNotFound), 'offerNotFound'],
    [http(403, 'whatever', ERROR_MESSAGES.notAuthorized), 'notAuthorized'],
    [http(422, 'whatever', ERROR_MESSAGES.promotionInvalid), 'promotionInvalid'],
    [http(422, 'whatever', ERROR_MESSAGES.maxQuantity), 'maxQuantity'],
    [http(404, 'social_account_not_linked'), 'googleNotLinked'],
    [http(401, 'invalid_grant'), 'sessionExpired'],
    [http(503, 'x'), 'unavailable'],
    [new ApiError({ kind: 'network', status: 0, code: 'network_error', message: 'x' }), 'network'],
    [new ApiError({ kind: 'timeout', status: 0, code: 'timeout', message: 'x' }), 'timeout'],
    [new Error('boom'), 'generic'],
  ] as const)('%s → %s', (error, key) => {
    expect(errorMessageKey(error)).toBe(key);
  });

  it('translates through the errors namespace with the reference id', () => {
    const zh = load('zh', 'errors');
    const t = (key: string) => String(zh[key]);
    expect(toUserMessage(http(401, 'unauthorized', 'Authentication failed.'), t)).toBe('身份驗證失敗。');
    const seen: Array<[string, unknown]> = [];
    toUserMessage(http(423, 'sign_in_blocked', 'x', { referenceId: 'R-7' }), (key, options) => {
      seen.push([key, options]);
      return key;
    });
    expect(seen).toEqual([['signInBlocked', { referenceId: 'R-7' }]]);
  });

  it('keeps the spec’s English wording word for word', () => {
    const en = load('en', 'errors');
    expect(en.authenticationFailed).toBe(ERROR_MESSAGES.authenticationFailed);
    expect(en.signInBlocked).toBe(ERROR_MESSAGES.signInBlocked);
    expect(en.notAuthorized).toBe(ERROR_MESSAGES.notAuthorized);
    expect(en.maxQuantity).toBe(ERROR_MESSAGES.maxQuantity);
  });
});

describe('translations of the auth, account and errors namespaces', () => {
  const every: ErrorMessageKey[] = [
    'authenticationFailed',
    'signInBlocked',
    'googleNotLinked',
    'userNotFound',
    'landingPageNotFound',
    'layoutNotFound',
    'resourceNotFound',
    'offerNotFound',
    'notAuthorized',
    'attributeNotOwned',
    'promotionInvalid',
    'resetTokenExpired',
    'maxQuantity',
    'variantLimit',
    'brandLimit',
    'variantNotAvailable',
    'outOfStock',
    'notAvailable',
    'fullyRedeemed',
    'noProductsFound',
    'noTimeSlots',
    'bookingExpired',
    'bookingNotCompleted',
    'notShippingToCountry',
    'orderNotFound',
    'sessionExpired',
    'tooManyRequests',
    'network',
    'timeout',
    'unavailable',
    'generic',
  ];

  it('has a message for every mapper key', () => {
    for (const lang of LANGS) expect(Object.keys(flatten(load(lang, 'errors'))).sort()).toEqual([...every].sort());
  });

  it.each(['errors', 'auth', 'account'])(
    '%s has the same non-empty keys and placeholders in all four languages',
    (ns) => {
      const en = flatten(load('en', ns));
      for (const lang of LANGS) {
        const other = flatten(load(lang, ns));
        expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
        for (const [key, value] of Object.entries(other)) {
          expect(value.trim()).not.toBe('');
          expect(value.match(/{{\w+}}/g) ?? []).toEqual(en[key]?.match(/{{\w+}}/g) ?? []);
        }
      }
    },
  );

  it('translates rather than copies English (apart from brand words)', () => {
    for (const lang of ['id', 'th', 'zh'] as const) {
      const en = flatten(load('en', 'errors'));
      const other = flatten(load(lang, 'errors'));
      const same = Object.keys(en).filter((k) => en[k] === other[k]);
      expect(same).toEqual([]);
    }
  });
});
