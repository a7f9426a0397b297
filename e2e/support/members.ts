import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A member of the test's own, made through the API's sandbox (which the e2e API runs with), so
 * that no two journeys share a bag, an order history, points or a session, whichever worker runs
 * them and in whatever order. The request goes to the API itself, never through the storefront.
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
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  const response = await request.post(`http://127.0.0.1:${apiPort}/api/web/v1/sandbox/users`, {
    headers: {
      'X-Site-Country': 'sg',
      'Accept-Language': 'en-SG',
      ...(process.env.E2E_QA_TOKEN ? { Authorization: `Bearer ${process.env.E2E_QA_TOKEN}` } : {}),
    },
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
