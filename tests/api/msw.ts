import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';

/** One MSW server per test file; unhandled requests fail the test. */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * A promise the test settles when it chooses: a handler that awaits `opened` keeps its request in
 * flight until the test calls `open()`, and a handler can `open()` one to tell the test it was
 * reached. Opened anyway when the test ends, so no request is left hanging. Call it inside a test.
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  onTestFinished(() => open());
  return { opened, open };
}

/**
 * Settles once `server` has answered `count` requests whose path ends with `pathEnd` (a trailing
 * slash aside), as MSW's own lifecycle events report them: for a handler that must stay in flight
 * until those answers have gone out.
 */
export function answered(server: SetupServer, pathEnd: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const listener = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.replace(/\/$/, '').endsWith(pathEnd)) return;
      seen += 1;
      if (seen < count) return;
      server.events.removeListener('response:mocked', listener);
      resolve();
    };
    server.events.on('response:mocked', listener);
  });
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
