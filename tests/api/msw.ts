import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One MSW server per test file; unhandled requests fail the test. */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const SERVER_BASE = 'http://api.test/api/web/v1';

/** The `luxola-account` answer of a signed-in black-tier member, for tests that need one. */
export const MEMBER_ACCOUNT = {
  id: 7,
  isEmployee: false,
  age: 31,
  cardNumber: '8800001',
  emailSHA256: 'a'.repeat(64),
  emailMD5: 'b'.repeat(32),
  mobileNumberMD5: null,
  loyaltyPoints: 1200,
  loyaltyTier: 'black',
  tierPointsCounter: 300,
};
