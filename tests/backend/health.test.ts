import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness';

describe('GET /health', () => {
  it('answers ok while the database answers, and 503 once it no longer does', async () => {
    const t = await createTestApp({ seed: false });
    for (const path of ['/health', '/api/web/v1/health']) {
      const response = await t.request(path, { noLocale: true });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }

    await t.close();
    for (const path of ['/health', '/api/web/v1/health']) {
      const response = await t.request(path, { noLocale: true });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable' });
    }
  });
});
