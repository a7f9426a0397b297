import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_API_ORIGIN, QA_HEADERS } from './qa';

/**
 * A member of the test's own, made through the API's sandbox (which the e2e API runs with), so
 * that no two journeys share a bag, an order history, points or a session, whichever worker runs
 * them and in whatever order. The request goes to the API itself with the QA credential, never
 * through the storefront.
 */
export const MEMBER_PASSWORD = 'Demo!Pass1';

export interface MemberOptions {
  firstName?: string;
  loyaltyTier?: 'white' | 'black' | 'gold';
  loyaltyPoints?: number;
  isEmployee?: boolean;
}

let made = 0;

export async function createMember(request: APIRequestContext, options: MemberOptions = {}): Promise<string> {
  made += 1;
  const email = `e2e-${process.pid}-${Date.now().toString(36)}-${made}@example.test`;
  // The sandbox answers only with the QA credential (X-QA-Token).
  const response = await request.post(`${E2E_API_ORIGIN}/api/web/v1/sandbox/users`, {
    headers: QA_HEADERS,
    data: {
      email,
      password: MEMBER_PASSWORD,
      firstName: options.firstName ?? 'Rena',
      lastName: 'Fresh',
      loyaltyTier: options.loyaltyTier ?? 'white',
      loyaltyPoints: options.loyaltyPoints ?? 0,
      isEmployee: options.isEmployee ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The path of the password-reset link last mailed to `email`, read from the sandbox's outbox. */
export async function resetLink(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.get(`${E2E_API_ORIGIN}/api/web/v1/sandbox/mail?to=${encodeURIComponent(email)}`, {
    headers: QA_HEADERS,
  });
  const { data } = (await answer.json()) as { data: Array<{ kind: string; body: string }> };
  const message = data.find((mail) => mail.kind === 'password_reset');
  const path = /\/password\/reset\?token=[^\s]+/.exec(message?.body ?? '')?.[0];
  if (!path) throw new Error(`no reset link for ${email}`);
  return path;
}
