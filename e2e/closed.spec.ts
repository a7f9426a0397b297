import { E2E_CLOSED_PORT, E2E_PREVIEW_SECRET, E2E_QA_TOKEN } from './support/qa';
import { expect, test } from './support/test';

/** The storefront as `npm start` serves it (the same production build, no surface switched on). */
const closed = `http://localhost:${E2E_CLOSED_PORT}`;

const PATHS = [
  '/sandbox',
  '/sandbox/cart',
  '/sandbox/order-state',
  '/sandbox/notification',
  '/sandbox/order-confirmation/au',
  '/sandbox/payment-pending/th',
  '/sandbox/contentful/pages/summer-glow',
  '/swagger',
  '/preview',
  '/preview/layout',
  '/preview/overlay/welcome-offer',
  '/preview/homepage',
  '/preview/pages/mega-sale',
  '/preview/brands/fenty-beauty',
  '/preview/compare',
];

test.describe('QA and preview closed by default', () => {
  test('every sandbox, swagger and preview path answers 404, with or without credentials', async ({ request }) => {
    for (const path of PATHS) {
      const asQa: Record<string, string> = { 'X-QA-Token': E2E_QA_TOKEN, cookie: 'preview_session=x' };
      for (const headers of [{}, asQa]) {
        const answer = await request.get(`${closed}${path}`, { headers, maxRedirects: 0 });
        expect(answer.status(), path).toBe(404);
        expect(answer.headers()['x-robots-tag'], path).toContain('noindex');
      }
    }
  });

  test('the preview secret, the sandbox API and the fraud stand-in are closed too', async ({ request }) => {
    const secret = encodeURIComponent(E2E_PREVIEW_SECRET);
    const answers = await Promise.all([
      request.get(`${closed}/api/preview?secret=${secret}&redirect=/preview/homepage`, { maxRedirects: 0 }),
      request.post(`${closed}/api/preview`, { form: { secret: E2E_PREVIEW_SECRET }, maxRedirects: 0 }),
      request.get(`${closed}/api/web/v1/sandbox/users`, { headers: { 'X-QA-Token': E2E_QA_TOKEN } }),
      request.get(`${closed}/api/web/v1/openapi.json`),
      request.get(`${closed}/api/web/v1/contentful/preview/content-entries/home`),
      request.get(`${closed}/fraud-stand-in/hb-forter-sg/script.js`),
    ]);
    expect(answers.map((answer) => answer.status())).toEqual([404, 404, 404, 404, 404, 404]);
  });

  test('the public store is served as usual', async ({ page }) => {
    await page.goto(`${closed}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glow all season');
  });
});
