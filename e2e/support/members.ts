import { expect, type APIRequestContext } from './test';
import type { PointsSource } from '../../contract';
import { E2E_API_ORIGIN, E2E_MAIL_ORIGIN, E2E_PUBLIC_ORIGIN, QA_HEADERS } from './qa';

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
  /** Points counted towards keeping (or reaching) a tier at its review. */
  tierPointsCounter?: number;
  isEmployee?: boolean;
  /** The day the tier is next reviewed, `YYYY-MM-DD` (else a year after joining). */
  tierReviewOn?: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth?: string;
  /** The points log, oldest first. */
  pointsHistory?: Array<{ source: PointsSource; points: number; at: string; orderNumber?: string; subject?: string }>;
}

export interface Member {
  id: number;
  email: string;
  cardNumber: string;
}

let made = 0;

/** A new member as the sandbox made it: its id, e-mail and Beauty Pass card number. */
export async function createMemberRecord(request: APIRequestContext, options: MemberOptions = {}): Promise<Member> {
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
      ...(options.tierPointsCounter === undefined ? {} : { tierPointsCounter: options.tierPointsCounter }),
      ...(options.tierReviewOn === undefined ? {} : { tierReviewOn: options.tierReviewOn }),
      ...(options.pointsHistory === undefined ? {} : { pointsHistory: options.pointsHistory }),
      ...(options.dateOfBirth === undefined ? {} : { dateOfBirth: options.dateOfBirth }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as Member;
  expect(body.email).toBe(email);
  return { id: body.id, email: body.email, cardNumber: body.cardNumber };
}

/** A new member's e-mail (the password is MEMBER_PASSWORD). */
export async function createMember(request: APIRequestContext, options: MemberOptions = {}): Promise<string> {
  return (await createMemberRecord(request, options)).email;
}

/** A booking the member made of the activity, whose time was `daysAgo` days ago; answers its number. */
export async function pastBooking(
  request: APIRequestContext,
  member: Member,
  activityId: number,
  daysAgo = 7,
): Promise<string> {
  const response = await request.post(`${E2E_API_ORIGIN}/api/web/v1/sandbox/bookings/past`, {
    headers: QA_HEADERS,
    data: { userId: member.id, activityId, daysAgo },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { number: string; startsAt: string } };
  expect(Date.parse(data.startsAt)).toBeLessThan(Date.now());
  return data.number;
}

/**
 * The link last mailed to `email` whose path and query match `path`, as the e2e mail server
 * received it (mails are sent a moment after the request that asks for them, so it is polled). The
 * link is absolute, on the storefront origin the e2e API writes into mails; what is answered is its
 * path and query, to open on the storefront of the journey's country.
 */
export async function mailedLink(request: APIRequestContext, email: string, path: RegExp): Promise<string> {
  let found: URL | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${E2E_MAIL_ORIGIN}/mail?to=${encodeURIComponent(email)}`);
        const { data } = (await answer.json()) as { data: Array<{ text: string }> };
        const links = data.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link));
        found = links.find((link) => path.test(`${link.pathname}${link.search}`));
        return found !== undefined;
      },
      { message: `a mail to ${email} with a link to ${path}`, timeout: 15_000 },
    )
    .toBe(true);
  expect(found!.origin).toBe(E2E_PUBLIC_ORIGIN);
  return `${found!.pathname}${found!.search}`;
}

/** The path of the password-reset link last mailed to `email`. */
export function resetLink(request: APIRequestContext, email: string): Promise<string> {
  return mailedLink(request, email, /^\/password\/reset\?token=[^\s&]+/);
}

/** The path of the link that finishes a registration, mailed to `email`. */
export function registrationLink(request: APIRequestContext, email: string): Promise<string> {
  return mailedLink(request, email, /^\/sign_up\/confirm\?token=[^\s&]+/);
}
