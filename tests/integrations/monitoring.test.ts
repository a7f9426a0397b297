import { afterEach, describe, expect, it } from 'vitest';
import { createBeforeSend } from '@/lib/monitoring/before-send';
import { connectMonitoring, disableMonitoring, reportError, reportMessage, resetMonitoring } from '@/lib/monitoring';
import { clampMaxEvents, MAX_EVENT_BYTES, SessionBudget } from '@/lib/monitoring/limits';
import { FILTERED, scrubEvent, scrubText } from '@/lib/monitoring/scrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXBhcnQ';

describe('scrubbing', () => {
  it.each([
    ['failed for jane.doe+promo@example.co.th', 'failed for [email]'],
    [`token ${JWT} expired`, `token ${FILTERED} expired`],
    ['Authorization: Bearer abcdef1234567890xyz', `Authorization: Bearer ${FILTERED}`],
    ['/api/web/v1/auth?refresh_token=abc123&lang=en', `/api/web/v1/auth?refresh_token=${FILTERED}&lang=en`],
    ['https://x.test/reset?password=hunter2#top', `https://x.test/reset?password=${FILTERED}#top`],
    ['jwt-data=aaa.bbb; jwt-signature=ccc; locale=sg', `jwt-data=${FILTERED}; jwt-signature=${FILTERED}; locale=sg`],
    ['paid with 4242 4242 4242 4242 today', 'paid with [card] today'],
    ['card 4111-1111-1111-1111', 'card [card]'],
  ])('scrubs %j', (input, output) => {
    expect(scrubText(input)).toBe(output);
  });

  it('leaves numbers that are not card numbers (order numbers, ids, timestamps)', () => {
    expect(scrubText('order HBSG00000042 at 1732300000000 for variant 1234567890123')).toBe(
      'order HBSG00000042 at 1732300000000 for variant 1234567890123',
    );
  });

  it('empties sensitive fields anywhere in the event and drops cookies and user details', () => {
    const event = {
      message: 'checkout failed for a@b.co',
      user: { id: 7, email: 'a@b.co', ip_address: '10.0.0.1' },
      request: {
        url: 'https://www.halcyonbeauty.sg/checkout?token=zzz',
        cookies: { 'jwt-data': 'x' },
        headers: { Cookie: 'jwt-data=x', Authorization: 'Bearer abcdefghijk', 'User-Agent': 'UA' },
        data: { payment: { cardNumber: '4242424242424242', cvv: '123' }, delivery: { city: 'Singapore' } },
      },
      extra: { password: 'hunter2', nested: [{ refreshToken: 'r' }, 'mail me at x@y.io'] },
      breadcrumbs: [{ message: 'POST /sign_in {"email":"a@b.co","password":"p"}' }],
    };
    const scrubbed = scrubEvent(event);
    const text = JSON.stringify(scrubbed);
    for (const secret of [
      'a@b.co',
      'x@y.io',
      'hunter2',
      '4242424242424242',
      'abcdefghijk',
      '10.0.0.1',
      'zzz',
      '"123"',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(scrubbed.user).toEqual({ id: 7 });
    expect(scrubbed.request).not.toHaveProperty('cookies');
    expect(scrubbed.request.headers).toEqual({ Cookie: FILTERED, Authorization: FILTERED, 'User-Agent': 'UA' });
    expect(scrubbed.request.data.delivery).toEqual({ city: 'Singapore' });
    // The input is not changed.
    expect(event.user.email).toBe('a@b.co');
  });
});

describe('limits', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };

  it('sends at most 10 events per session by default, configurable up to 100', () => {
    expect(clampMaxEvents(undefined)).toBe(10);
    expect(clampMaxEvents(50)).toBe(50);
    expect(clampMaxEvents(500)).toBe(100);
    expect(clampMaxEvents(-3)).toBe(0);
    const storage = memoryStorage();
    const budget = new SessionBudget(clampMaxEvents(undefined), storage);
    const results = Array.from({ length: 12 }, () => budget.take());
    expect(results.filter(Boolean)).toHaveLength(10);
    // A reload shares the session's allowance.
    expect(new SessionBudget(10, storage).take()).toBe(false);
  });

  it('drops payloads over 1 MB and counts only what is sent', () => {
    const budget = new SessionBudget(2, memoryStorage());
    const sent: unknown[] = [];
    const beforeSend = createBeforeSend<{ message: string; extra?: { blob: string } }>({
      budget,
      onSend: (e) => sent.push(e),
    });
    expect(beforeSend({ message: 'big', extra: { blob: 'x'.repeat(MAX_EVENT_BYTES) } })).toBeNull();
    expect(beforeSend({ message: 'one for a@b.co' })).toEqual({ message: 'one for [email]' });
    expect(beforeSend({ message: 'two' })).not.toBeNull();
    expect(beforeSend({ message: 'three' })).toBeNull();
    expect(sent).toHaveLength(2);
  });
});

describe('the reporting interface', () => {
  afterEach(() => resetMonitoring());

  it('keeps reports until the SDK is there, then delivers them in order, each error once', () => {
    const seen: string[] = [];
    const error = new Error('boom');
    reportError(error, { source: 'a' });
    reportError(error, { source: 'b' });
    reportMessage('Kameleoon client is not ready');
    expect(seen).toEqual([]);
    connectMonitoring({
      captureException: (e, c) => seen.push(`error:${(e as Error).message}:${c.source}`),
      captureMessage: (m) => seen.push(`message:${m}`),
    });
    expect(seen).toEqual(['error:boom:a', 'message:Kameleoon client is not ready']);
    reportMessage('later');
    expect(seen.at(-1)).toBe('message:later');
  });

  it('drops everything without a DSN', () => {
    const seen: unknown[] = [];
    reportMessage('before');
    disableMonitoring();
    reportMessage('after');
    connectMonitoring({ captureException: (e) => seen.push(e), captureMessage: (m) => seen.push(m) });
    expect(seen).toEqual([]);
  });
});
