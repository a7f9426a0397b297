import { expect, test } from './support/test';

// The guards every journey runs under (e2e/support/test.ts) are tests too: each must see what it
// is there to catch, or a journey that breaks the rule would pass.
test.describe('the suite’s own guards', () => {
  test('a request for a host outside this machine is noted, and vendor scripts are not', async ({
    page,
    outsideRequests,
  }) => {
    await page.goto('/');
    // Hosts the page's Content-Security-Policy lets it reach, so that only the guard stands in the way.
    await page.evaluate(async () => {
      for (const url of ['https://data.kameleoon.io/e2e-probe', 'https://www.googletagmanager.com/gtm.js?id=GTM-E2E']) {
        await fetch(url, { mode: 'no-cors' }).catch(() => undefined);
      }
    });
    await expect.poll(() => [...outsideRequests]).toEqual(['GET https://data.kameleoon.io/e2e-probe']);
    // Noted, and so taken back: the fixture would fail this test when it ends.
    outsideRequests.length = 0;
  });
});
