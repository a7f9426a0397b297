import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorBodySchema } from '@/contract';
import { languageFromHeader } from '@/backend/locale';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function codeOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error.code;
}

/** A route that needs the locale but not a session answers 200 {valid:false}. */
const probe = (headers: Record<string, string>) =>
  t.request('/auth/token/verify', { method: 'POST', json: {}, noLocale: true, headers });

describe('locale headers', () => {
  it.each([
    ['sg', 'en-SG'],
    [' TH ', 'th-TH'],
    ['th', 'en'],
    ['hk', 'zh-HK'],
    ['id', 'id-ID, en;q=0.8'],
    ['Au', 'en_AU'],
  ])('accepts X-Site-Country %j with Accept-Language %j', async (country, language) => {
    const response = await probe({ 'X-Site-Country': country, 'Accept-Language': language });
    expect(response.status).toBe(200);
  });

  it.each([
    [{ 'Accept-Language': 'en-SG' }, 'invalid_country'],
    [{ 'X-Site-Country': 'us', 'Accept-Language': 'en-US' }, 'invalid_country'],
    [{ 'X-Site-Country': '', 'Accept-Language': 'en-SG' }, 'invalid_country'],
    [{ 'X-Site-Country': 'sg' }, 'invalid_language'],
    [{ 'X-Site-Country': 'sg', 'Accept-Language': 'th-SG' }, 'invalid_language'],
    [{ 'X-Site-Country': 'au', 'Accept-Language': 'zh' }, 'invalid_language'],
    [{ 'X-Site-Country': 'sg', 'Accept-Language': 'en-AU' }, 'invalid_language'],
    [{ 'X-Site-Country': 'sg', 'Accept-Language': 'fr-SG' }, 'invalid_language'],
  ])('answers 400 for %j', async (headers, code) => {
    const response = await probe(headers);
    expect(response.status).toBe(400);
    expect(await codeOf(response)).toBe(code);
  });

  it('applies to unknown routes too, before the 404', async () => {
    const response = await t.request('/no-such-thing', { noLocale: true });
    expect(response.status).toBe(400);
  });

  it('reads the first supported tag of a list', () => {
    expect(languageFromHeader('fr-FR, th;q=0.9, en;q=0.8', 'th')).toBe('th');
    expect(languageFromHeader('zh-HK', 'sg')).toBeNull();
  });
});

describe('routing', () => {
  it("answers 404 'Resource not found!' for unknown routes", async () => {
    for (const path of ['/no-such-thing', '/users/123/nope', '/api/web/v2/brands']) {
      const response = await t.request(path);
      expect(response.status).toBe(404);
      expect(errorBodySchema.parse(await response.json()).error).toEqual({
        code: 'not_found',
        message: ERROR_MESSAGES.resourceNotFound,
      });
    }
  });

  it('accepts trailing slashes', async () => {
    for (const path of ['/auth/token/verify', '/auth/token/verify/']) {
      const response = await t.request(path, { method: 'POST', json: {} });
      expect(response.status).toBe(200);
    }
    expect((await t.request('/account/')).status).toBe(401);
  });

  it('serves health without locale headers', async () => {
    for (const path of ['/health', '/api/web/v1/health']) {
      const response = await t.request(path, { noLocale: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('serves the OpenAPI document without locale headers', async () => {
    const response = await t.request('/openapi.json', { noLocale: true });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/api/web/v1/users', 'post'],
      ['/api/web/v1/sessions', 'post'],
      ['/api/web/v1/sessions', 'delete'],
      ['/api/web/v1/auth/token', 'post'],
      ['/api/web/v1/auth/token/verify', 'post'],
      ['/api/web/v1/auth/social', 'post'],
      ['/api/web/v1/users/unlock', 'post'],
      ['/api/web/v1/users/unlock/request', 'post'],
      ['/api/web/v1/account', 'get'],
      ['/api/web/v1/user', 'get'],
      ['/api/web/v1/user', 'patch'],
      ['/api/web/v1/sandbox/users', 'get'],
      ['/api/web/v1/sandbox/users/{id}', 'delete'],
      ['/api/web/v1/sandbox/faults', 'put'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it('exempts /media/* from the locale check', async () => {
    const response = await t.request('/media/nothing.jpg', { noLocale: true });
    expect(response.status).toBe(404);
    expect(await codeOf(response)).toBe('not_found');
  });

  it('answers 400 for malformed JSON and 415 without a JSON content type', async () => {
    const malformed = await t.request('/sessions', {
      method: 'POST',
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await codeOf(malformed)).toBe('bad_request');
    const noType = await t.request('/sessions', { method: 'POST', body: 'x' });
    expect(noType.status).toBe(415);
    expect(await codeOf(noType)).toBe('unsupported_media_type');
  });
});
