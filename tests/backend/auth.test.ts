import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  ERROR_MESSAGES,
  REGISTRATION_POINTS,
  errorBodySchema,
  sandboxMailListSchema,
  sessionSchema,
  userProfileSchema,
  verifyTokenResponseSchema,
} from '@/contract';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { eq, sql } from 'drizzle-orm';
import { refreshTokenFamilies, refreshTokens, users } from '@/backend/db/schema';
import { REFRESH_GRACE_MS, sha256Hex, signAccessToken, verifyAccessToken } from '@/backend/auth/tokens';
import { CookieJar, createTestApp, responseCookies, type TestApp, signUp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members' });
});
afterAll(async () => {
  await t.close();
});

let emailCounter = 0;
function registration(overrides: Record<string, unknown> = {}) {
  emailCounter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada${emailCounter}@example.test`,
    password: 'Str0ng!Pass',
    passwordConfirmation: 'Str0ng!Pass',
    consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true, marketing: false },
    ...overrides,
  };
}

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

function signIn(email: string, password: string, jar?: CookieJar) {
  return t.request('/sessions', { method: 'POST', json: { email, password }, jar });
}

describe('POST users (register)', () => {
  it('creates the member, answers 201 with the session and sets the three cookies', async () => {
    const body = registration({
      mobileNumber: '+65 9123 4567',
      consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true, marketing: true },
    });
    const response = await signUp(t, body);
    expect(response.status).toBe(201);
    const session = sessionSchema.parse(await response.json());
    expect(session.user.email).toBe(body.email);
    expect(session.user.mobile).toEqual({ callingCode: '65', phoneNumber: '91234567' });
    expect(session.user.marketingConsent).toBe(true);
    expect(session.expiresIn).toBe(900);
    const cookies = responseCookies(response);
    const data = cookies.get('jwt-data');
    const signature = cookies.get('jwt-signature');
    const refresh = cookies.get('jwt-refresh-token');
    expect(data?.value).toBe(session.accessToken.split('.').slice(0, 2).join('.'));
    expect(signature?.value).toBe(session.accessToken.split('.')[2]);
    expect(refresh?.value).toBe(session.refreshToken);
    expect(data?.httpOnly).toBe(false);
    expect(signature?.httpOnly).toBe(true);
    expect(refresh?.httpOnly).toBe(true);
    for (const cookie of [data, signature, refresh]) {
      expect(cookie?.maxAge).toBe(AUTH_COOKIE_MAX_AGE_SECONDS);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      // plain http to localhost: not Secure
      expect(cookie?.secure).toBe(false);
    }
  });

  it('marks cookies Secure behind https or for a non-local host', async () => {
    const response = await t.request('/sessions', {
      method: 'POST',
      json: { email: 'gold@demo.halcyonbeauty.test', password: DEMO_PASSWORD },
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'halcyonbeauty.sg' },
    });
    expect(response.status).toBe(200);
    const cookies = responseCookies(response);
    expect([...cookies.keys()].sort()).toEqual(['jwt-data', 'jwt-refresh-token', 'jwt-signature']);
    for (const cookie of cookies.values()) expect(cookie.secure).toBe(true);
  });

  it('keeps cookies Secure for a non-local host whatever forwarded headers a client sends without a trusted proxy', async () => {
    const direct = await createTestApp({ seed: 'members', env: { TRUST_PROXY: 'false' } });
    try {
      const response = await direct.request('/sessions', {
        method: 'POST',
        json: { email: 'gold@demo.halcyonbeauty.test', password: DEMO_PASSWORD },
        headers: { Host: 'api.halcyonbeauty.sg', 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'localhost' },
      });
      expect(response.status).toBe(200);
      const cookies = responseCookies(response);
      expect([...cookies.keys()].sort()).toEqual(['jwt-data', 'jwt-refresh-token', 'jwt-signature']);
      for (const cookie of cookies.values()) expect(cookie.secure).toBe(true);
    } finally {
      await direct.close();
    }
  });

  it('answers a taken address (any case) exactly like a new one, and mails it a reminder instead of a link', async () => {
    const body = registration();
    expect((await signUp(t, body)).status).toBe(201);
    const fresh = registration();
    const [again, other] = await Promise.all([
      t.request('/users', { method: 'POST', json: { ...body, email: body.email.toUpperCase() } }),
      t.request('/users', { method: 'POST', json: fresh }),
    ]);
    expect(again.status).toBe(202);
    expect(other.status).toBe(202);
    expect(await again.json()).toEqual(await other.json());
    expect(again.headers.get('content-type')).toBe(other.headers.get('content-type'));
    expect(again.headers.getSetCookie()).toEqual(other.headers.getSetCookie());
    const mailOf = async (email: string) =>
      sandboxMailListSchema.parse(await (await t.request(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json()).data;
    expect((await mailOf(body.email)).map((mail) => mail.kind)).toEqual([
      'registration_existing',
      'registration_confirm',
    ]);
    expect((await mailOf(body.email))[0]?.token).toBeNull();
    expect((await mailOf(fresh.email)).map((mail) => mail.kind)).toEqual(['registration_confirm']);
  });

  it('carries the page the shopper came from in the mailed link, and refuses a return_to off the storefront', async () => {
    const body = registration({ returnTo: '/products/lip-oil?shade=rose' });
    expect((await t.request('/users', { method: 'POST', json: body })).status).toBe(202);
    const mail = sandboxMailListSchema.parse(
      await (await t.request(`/sandbox/mail?to=${encodeURIComponent(body.email)}`)).json(),
    ).data;
    const link = /\/sign_up\/confirm\?\S+/.exec(mail[0]?.body ?? '')?.[0] ?? '';
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('token')).toBe(mail[0]?.token);
    expect(query.get('return_to')).toBe('/products/lip-oil?shade=rose');
    for (const returnTo of ['//evil.test/x', 'https://evil.test/', '/\\evil.test', 'relative']) {
      const refused = await t.request('/users', { method: 'POST', json: registration({ returnTo }) });
      expect(refused.status, returnTo).toBe(400);
    }
  });

  it('creates no member and awards no points until the mailed link is used; the link works once', async () => {
    const body = registration();
    expect((await t.request('/users', { method: 'POST', json: body })).status).toBe(202);
    const [before] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(before).toBeUndefined();
    expect(
      await t.rows(sql`select 1 from points_ledger l join users u on u.id = l.user_id where u.email = ${body.email}`),
    ).toEqual([]);
    // Signing in before confirming answers like a wrong password.
    const early = await signIn(body.email, body.password);
    expect(early.status).toBe(401);
    expect((await errorOf(early)).message).toBe(ERROR_MESSAGES.authenticationFailed);
    const mail = sandboxMailListSchema.parse(
      await (await t.request(`/sandbox/mail?to=${encodeURIComponent(body.email)}`)).json(),
    ).data;
    const token = mail[0]?.token ?? '';
    expect(mail[0]?.body).toContain(`/sign_up/confirm?token=${encodeURIComponent(token)}`);
    const confirmed = await t.request('/users/confirm', { method: 'POST', json: { token } });
    expect(confirmed.status).toBe(201);
    const session = sessionSchema.parse(await confirmed.json());
    expect(session.user.email).toBe(body.email);
    const ledger = await t.rows<{ points: number }>(
      sql`select points from points_ledger where user_id = ${session.user.id}`,
    );
    expect(ledger.map((entry) => entry.points)).toEqual([REGISTRATION_POINTS]);
    const again = await t.request('/users/confirm', { method: 'POST', json: { token } });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('invalid_confirmation_token');
    expect((await signIn(body.email, body.password)).status).toBe(200);
  });

  it.each(['personalData', 'thirdPartyDisclosure', 'policy', 'over14'] as const)(
    'requires the %s consent',
    async (name) => {
      const body = registration();
      const response = await t.request('/users', {
        method: 'POST',
        json: { ...body, consents: { ...body.consents, [name]: false } },
      });
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('consent_required');
      expect(error.details?.missing).toEqual([name]);
    },
  );

  it('refuses members under 14 and accepts a 14-year-old', async () => {
    const now = new Date();
    const tooYoung = `${now.getUTCFullYear() - 13}-01-01`;
    const young = await signUp(t, registration({ dateOfBirth: tooYoung }));
    expect(young.status).toBe(400);
    expect((await errorOf(young)).code).toBe('under_minimum_age');
    const fourteen = `${now.getUTCFullYear() - 15}-01-01`;
    const ok = await signUp(t, registration({ dateOfBirth: fourteen }));
    expect(ok.status).toBe(201);
    expect(sessionSchema.parse(await ok.json()).user.dateOfBirth).toBe(fourteen);
  });

  it.each(['1995-02-30', '2001-02-29', '1990-13-01'])(
    'refuses the birth date %s, which is no day of the calendar, with 400 invalid_date and creates no account',
    async (dateOfBirth) => {
      const email = `no-such-day-${dateOfBirth}@example.test`;
      const response = await signUp(t, registration({ email, dateOfBirth }));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_date');
      const retry = await signUp(t, registration({ email }));
      expect(retry.status).toBe(201);
    },
  );

  it('answers 400 validation_error for a malformed body', async () => {
    const response = await t.request('/users', { method: 'POST', json: { ...registration(), email: 'not-an-email' } });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_error');
    expect(error.message).toContain('email');
  });

  const cases: Array<[string, string, string[], string?]> = [
    ['001 (too short)', 'Ab1!xyz', ['AUTH_MS_PV_001']],
    ['002 (no digit)', 'Abcdefg!', ['AUTH_MS_PV_002']],
    ['003 (no special character)', 'Abcdefg1', ['AUTH_MS_PV_003']],
    ['004 (no uppercase)', 'abcdefg1!', ['AUTH_MS_PV_004']],
    ['004 (no lowercase)', 'ABCDEFG1!', ['AUTH_MS_PV_004']],
    ['007 (confirmation differs)', 'Str0ng!Pass', ['AUTH_MS_PV_007'], 'Str0ng!Pas'],
    ['several at once', 'abc', ['AUTH_MS_PV_001', 'AUTH_MS_PV_002', 'AUTH_MS_PV_003', 'AUTH_MS_PV_004']],
  ];
  it.each(cases)('answers 422 with rule %s', async (_label, password, codes, confirmation) => {
    const response = await t.request('/users', {
      method: 'POST',
      json: registration({ password, passwordConfirmation: confirmation ?? password }),
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid_password');
    expect(error.details?.codes).toEqual(codes);
  });

  it('answers AUTH_MS_PV_005 when the password equals the email', async () => {
    const email = 'Mixed.Case1@Example.test';
    const response = await t.request('/users', {
      method: 'POST',
      json: registration({ email, password: email, passwordConfirmation: email }),
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).details?.codes).toEqual(['AUTH_MS_PV_005']);
  });
});

describe('POST sessions (sign in)', () => {
  it('signs a demo member in with cookies and the session body', async () => {
    const jar = new CookieJar();
    const response = await signIn('White@Demo.HalcyonBeauty.test ', DEMO_PASSWORD, jar);
    expect(response.status).toBe(200);
    const session = sessionSchema.parse(await response.json());
    expect(session.user.firstName).toBe('Wren');
    expect(jar.has('jwt-data') && jar.has('jwt-signature') && jar.has('jwt-refresh-token')).toBe(true);
    const user = await t.request('/user', { jar });
    expect(user.status).toBe(200);
    expect(userProfileSchema.parse(await user.json()).email).toBe('white@demo.halcyonbeauty.test');
  });

  it('answers 401 Authentication failed. for a wrong password or unknown email', async () => {
    for (const [email, password] of [
      ['black@demo.halcyonbeauty.test', 'Wrong!Pass1'],
      ['nobody@demo.halcyonbeauty.test', DEMO_PASSWORD],
    ] as const) {
      const response = await signIn(email, password);
      expect(response.status).toBe(401);
      const error = await errorOf(response);
      expect(error.message).toBe(ERROR_MESSAGES.authenticationFailed);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('sign-in blocks: slow down, never lock out, tell nobody who is a member', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      seed: 'members',
      env: { RATE_LIMIT_MULTIPLIER: '1', SIGN_IN_LIMIT_PER_EMAIL: '10' },
    });
  });
  afterAll(async () => {
    await limited.close();
  });
  const attempt = (email: string, password: string, client: string) =>
    limited.request('/sessions', { method: 'POST', json: { email, password }, headers: { 'X-Forwarded-For': client } });
  const member = async (email: string) => expect((await signUp(limited, registration({ email }))).status).toBe(201);

  it('blocks one client on one address after 5 failures with 423, a reference id and Retry-After; the member on another client still signs in', async () => {
    const email = 'pair.member@example.test';
    await member(email);
    for (let index = 1; index <= 5; index += 1)
      expect((await attempt(email, 'Wrong!Pass1', '10.7.0.1')).status).toBe(401);
    const blocked = await attempt(email, 'Str0ng!Pass', '10.7.0.1');
    expect(blocked.status).toBe(423);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(55);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const error = await errorOf(blocked);
    expect(error).toMatchObject({ code: 'sign_in_blocked', message: ERROR_MESSAGES.signInBlocked });
    expect(error.details?.referenceId).toMatch(/^HB-[A-Z0-9]{8}$/);
    expect((await attempt(email, 'Str0ng!Pass', '10.7.0.2')).status).toBe(200);
  });

  it('answers an unknown address exactly as a member: 401, then the same 423 after 5 failures', async () => {
    const known = 'known.member@example.test';
    await member(known);
    const unknown = 'not.a.member@example.test';
    const shape = async (response: Response) => {
      const error = await errorOf(response);
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        cookies: response.headers.getSetCookie(),
        code: error.code,
        message: error.message,
        detailKeys: Object.keys(error.details ?? {}).sort(),
      };
    };
    for (let index = 1; index <= 6; index += 1) {
      const [a, b] = await Promise.all([
        attempt(known, 'Wrong!Pass1', '10.7.1.1'),
        attempt(unknown, 'Wrong!Pass1', '10.7.1.1'),
      ]);
      const [left, right] = [await shape(a), await shape(b)];
      expect(left).toEqual(right);
      expect(left.status).toBe(index <= 5 ? 401 : 423);
    }
  });

  it('doubles the block of a pair that keeps failing, and the unlock mail lifts every block on the address', async () => {
    const email = 'doubling.member@example.test';
    await member(email);
    for (let index = 1; index <= 5; index += 1) await attempt(email, 'Wrong!Pass1', '10.7.2.1');
    expect(Number((await attempt(email, 'Wrong!Pass1', '10.7.2.1')).headers.get('retry-after'))).toBeLessThanOrEqual(
      60,
    );
    // The first block over (its row expired), five more failures block for twice as long.
    await limited.rows(
      sql`update rate_limits set expire = now() - interval '1 second' where key like 'signInPairFailures:%'`,
    );
    for (let index = 1; index <= 5; index += 1)
      expect((await attempt(email, 'Wrong!Pass1', '10.7.2.1')).status).toBe(401);
    const second = await attempt(email, 'Wrong!Pass1', '10.7.2.1');
    expect(second.status).toBe(423);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(120);

    expect((await limited.request('/users/unlock/request', { method: 'POST', json: { email } })).status).toBe(202);
    const mail = sandboxMailListSchema.parse(
      await (await limited.request(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json(),
    );
    const unlockToken = mail.data.find((message) => message.kind === 'unlock')?.token ?? '';
    expect(mail.data.find((message) => message.kind === 'unlock')?.body).toContain(
      `/users/unlock?token=${encodeURIComponent(unlockToken)}`,
    );
    const bad = await limited.request('/users/unlock', { method: 'POST', json: { token: 'nope' } });
    expect((await errorOf(bad)).code).toBe('invalid_unlock_token');
    expect((await limited.request('/users/unlock', { method: 'POST', json: { token: unlockToken } })).status).toBe(200);
    expect((await attempt(email, 'Str0ng!Pass', '10.7.2.1')).status).toBe(200);
    expect((await limited.request('/users/unlock', { method: 'POST', json: { token: unlockToken } })).status).toBe(400);
  });

  it('a right password clears the pair: five more failures are allowed after it', async () => {
    const email = 'reset.member@example.test';
    await member(email);
    for (let index = 1; index <= 4; index += 1) await attempt(email, 'Wrong!Pass1', '10.7.3.1');
    expect((await attempt(email, 'Str0ng!Pass', '10.7.3.1')).status).toBe(200);
    for (let index = 1; index <= 5; index += 1)
      expect((await attempt(email, 'Wrong!Pass1', '10.7.3.1')).status).toBe(401);
  });

  it('many clients spending the address budget slow strangers down, but not the client the member signs in from', async () => {
    const email = 'spread.member@example.test';
    await member(email);
    expect((await attempt(email, 'Str0ng!Pass', '10.7.4.100')).status).toBe(200);
    // Ten failures from ten clients spend the address's budget (SIGN_IN_LIMIT_PER_EMAIL=10).
    for (let index = 1; index <= 10; index += 1)
      expect((await attempt(email, 'Wrong!Pass1', `10.7.4.${index}`)).status).toBe(401);
    expect((await attempt(email, 'Str0ng!Pass', '10.7.4.50')).status).toBe(423);
    expect((await attempt(email, 'Str0ng!Pass', '10.7.4.100')).status).toBe(200);
  });

  it('100 parallel attempts from one client with the right password at position 95 check at most 5 passwords and give no session', async () => {
    const email = 'burst.member@example.test';
    await member(email);
    const passwords = Array.from({ length: 100 }, (_, index) => (index === 94 ? 'Str0ng!Pass' : `Wrong!Pass${index}`));
    const responses = await Promise.all(passwords.map((password) => attempt(email, password, '10.7.5.1')));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(95);
    const [row] = await limited.rows<{ count: number }>(
      sql`select count(*)::int as count from login_attempts where email = ${email} and succeeded = false`,
    );
    expect(row?.count).toBe(100);
  });
});

describe('POST auth/token (refresh)', () => {
  it('client flow: rotates the refresh cookie and issues a new access token', async () => {
    const jar = new CookieJar();
    await signIn('gold@demo.halcyonbeauty.test', DEMO_PASSWORD, jar);
    const firstRefresh = jar.get('jwt-refresh-token');
    const firstData = jar.get('jwt-data');
    const response = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', flow: 'client' },
      jar,
    });
    expect(response.status).toBe(200);
    const session = sessionSchema.parse(await response.json());
    expect(session.refreshToken).not.toBe(firstRefresh);
    expect(jar.get('jwt-refresh-token')).toBe(session.refreshToken);
    expect(jar.get('jwt-data')).not.toBe(firstData);
    expect((await t.request('/account', { jar })).status).toBe(200);
  });

  it('app flow: takes the refresh token and device id from the body, answers tokens and sets cookies', async () => {
    const signedIn = sessionSchema.parse(await (await signIn('black@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    const response = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', flow: 'app', refresh_token: signedIn.refreshToken, device_id: 'device-123' },
      headers: { Authorization: `Bearer ${signedIn.accessToken}`, Cookie: '' },
    });
    expect(response.status).toBe(200);
    const session = sessionSchema.parse(await response.json());
    expect(session.refreshToken).not.toBe(signedIn.refreshToken);
    expect(responseCookies(response).get('jwt-refresh-token')?.value).toBe(session.refreshToken);
    const account = await t.request('/account', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(account.status).toBe(200);
    const [token] = await t.db
      .select({ deviceId: refreshTokenFamilies.deviceId })
      .from(refreshTokens)
      .innerJoin(refreshTokenFamilies, eq(refreshTokens.familyId, refreshTokenFamilies.id))
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    expect(token?.deviceId).toBe('device-123');
  });

  it('reusing a rotated token revokes the whole family and clears cookies', async () => {
    const signedIn = sessionSchema.parse(await (await signIn('white@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    const refresh = (token: string) =>
      t.request('/auth/token', {
        method: 'POST',
        json: { grant_type: 'refresh_token', flow: 'app', refresh_token: token, device_id: 'd1' },
      });
    const rotated = sessionSchema.parse(await (await refresh(signedIn.refreshToken)).json());
    // Past the grace window, a second use of the old token is a stolen token.
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(signedIn.refreshToken)));

    const reuse = await refresh(signedIn.refreshToken);
    expect(reuse.status).toBe(401);
    expect((await errorOf(reuse)).code).toBe('invalid_grant');
    const cleared = responseCookies(reuse);
    for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) {
      expect(cleared.get(name)?.maxAge).toBe(0);
      expect(cleared.get(name)?.value).toBe('');
    }

    // The legitimate latest token of the family is dead too, and so are its access tokens.
    const latest = await refresh(rotated.refreshToken);
    expect(latest.status).toBe(401);
    expect((await errorOf(latest)).code).toBe('invalid_grant');
    const account = await t.request('/account', { headers: { Authorization: `Bearer ${rotated.accessToken}` } });
    expect(account.status).toBe(401);
  });

  it('simultaneous uses of one token within the grace window all succeed with the same successor', async () => {
    const signedIn = sessionSchema.parse(await (await signIn('gold@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    const body = { grant_type: 'refresh_token', flow: 'app', refresh_token: signedIn.refreshToken, device_id: 'd2' };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => t.request('/auth/token', { method: 'POST', json: body })),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const sessions = await Promise.all(responses.map(async (response) => sessionSchema.parse(await response.json())));
    const successors = new Set(sessions.map((session) => session.refreshToken));
    expect(successors.size).toBe(1);
    const [successor = ''] = successors;
    expect(successor).not.toBe(signedIn.refreshToken);
    // One successor row only: the losers did not rotate again.
    const family = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(successor)));
    expect(family).toHaveLength(1);
    // The member stays signed in with every access token answered, and the successor rotates on.
    for (const session of sessions) {
      expect(
        (await t.request('/account', { headers: { Authorization: `Bearer ${session.accessToken}` } })).status,
      ).toBe(200);
    }
    const next = await t.request('/auth/token', { method: 'POST', json: { ...body, refresh_token: successor } });
    expect(next.status).toBe(200);
  });

  it('a cookie-flow race (two tabs refreshing at once) keeps the member signed in', async () => {
    const jar = new CookieJar();
    await signIn('black@demo.halcyonbeauty.test', DEMO_PASSWORD, jar);
    const cookie = jar.header();
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        t.request('/auth/token', {
          method: 'POST',
          json: { grant_type: 'refresh_token', flow: 'client' },
          headers: { Cookie: cookie },
        }),
      ),
    );
    expect([a?.status, b?.status]).toEqual([200, 200]);
    expect(responseCookies(a!).get('jwt-refresh-token')?.value).toBe(
      responseCookies(b!).get('jwt-refresh-token')?.value,
    );
  });

  it('unknown token and missing cookie answer 401 invalid_grant with cookies cleared', async () => {
    const unknown = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', flow: 'app', refresh_token: 'made-up', device_id: 'd' },
    });
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).code).toBe('invalid_grant');
    expect(responseCookies(unknown).get('jwt-refresh-token')?.maxAge).toBe(0);

    const noCookie = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', flow: 'client' },
    });
    expect(noCookie.status).toBe(401);
    expect((await errorOf(noCookie)).code).toBe('invalid_grant');
  });

  it('refuses an expired refresh token', async () => {
    const session = sessionSchema.parse(await (await signIn('black@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(session.refreshToken)));
    const response = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', flow: 'app', refresh_token: session.refreshToken, device_id: 'd' },
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('invalid_grant');
  });

  it('rejects an unsupported grant type with 400', async () => {
    const response = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'password', flow: 'client' },
    });
    expect(response.status).toBe(400);
  });
});

describe('access tokens', () => {
  it('accepts Authorization: Bearer and rejects a tampered token', async () => {
    const session = sessionSchema.parse(await (await signIn('staff@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    const ok = await t.request('/account', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(ok.status).toBe(200);
    const tampered = `${session.accessToken.slice(0, -2)}xx`;
    const bad = await t.request('/account', { headers: { Authorization: `Bearer ${tampered}` } });
    expect(bad.status).toBe(401);
    const error = await errorOf(bad);
    expect(error).toEqual({ code: 'unauthorized', message: ERROR_MESSAGES.authenticationFailed });
  });

  it('lives its whole ttl even when signed at the end of a second', async () => {
    const config = { jwtSecret: 'a-test-secret-of-at-least-thirty-two-chars', accessTokenTtlSeconds: 1 };
    const user = { id: 7, email: 'gold@demo.halcyonbeauty.test', isEmployee: false };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(1_800_000_000_999));
      const token = await signAccessToken(user, 'family', config);
      vi.setSystemTime(new Date(1_800_000_001_990));
      expect(await verifyAccessToken(token, config)).toMatchObject({ id: 7, sessionId: 'family' });
      vi.setSystemTime(new Date(1_800_000_002_000));
      expect(await verifyAccessToken(token, config)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('expires after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const short = await createTestApp({ seed: 'members', env: { ACCESS_TOKEN_TTL_SECONDS: '1' } });
    try {
      const jar = new CookieJar();
      const response = await short.request('/sessions', {
        method: 'POST',
        json: { email: 'gold@demo.halcyonbeauty.test', password: DEMO_PASSWORD },
        jar,
      });
      expect(sessionSchema.parse(await response.json()).expiresIn).toBe(1);
      expect((await short.request('/account', { jar })).status).toBe(200);
      // Only the clock moves past the token's expiry; timers and the database keep running.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2_100);
      expect((await short.request('/account', { jar })).status).toBe(401);
      const verify = await short.request('/auth/token/verify', { method: 'POST', json: {}, jar });
      expect(verifyTokenResponseSchema.parse(await verify.json())).toEqual({ valid: false });
      const refreshed = await short.request('/auth/token', {
        method: 'POST',
        json: { grant_type: 'refresh_token', flow: 'client' },
        jar,
      });
      expect(refreshed.status).toBe(200);
      expect((await short.request('/account', { jar })).status).toBe(200);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});

describe('POST auth/token/verify', () => {
  it('checks a body token, the cookies, or nothing', async () => {
    const jar = new CookieJar();
    const session = sessionSchema.parse(
      await (await signIn('gold@demo.halcyonbeauty.test', DEMO_PASSWORD, jar)).json(),
    );

    const byBody = verifyTokenResponseSchema.parse(
      await (await t.request('/auth/token/verify/', { method: 'POST', json: { token: session.accessToken } })).json(),
    );
    expect(byBody.valid).toBe(true);
    const expiresAt = Date.parse(byBody.expiresAt ?? '');
    expect(expiresAt - Date.now()).toBeGreaterThan(800_000);
    // The 15-minute lifetime counts from the next whole second.
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(901_000);

    const byCookies = await t.request('/auth/token/verify', { method: 'POST', jar });
    expect(verifyTokenResponseSchema.parse(await byCookies.json()).valid).toBe(true);

    const nothing = await t.request('/auth/token/verify', { method: 'POST', json: {} });
    expect(await nothing.json()).toEqual({ valid: false });

    const garbage = await t.request('/auth/token/verify', { method: 'POST', json: { token: 'a.b.c' } });
    expect(await garbage.json()).toEqual({ valid: false });
  });
});

describe('DELETE sessions (sign out)', () => {
  it('clears the three cookies and revokes the refresh family', async () => {
    const jar = new CookieJar();
    await signIn('black@demo.halcyonbeauty.test', DEMO_PASSWORD, jar);
    const refreshToken = jar.get('jwt-refresh-token');
    const response = await t.request('/sessions', { method: 'DELETE', jar });
    expect(response.status).toBe(204);
    const cookies = responseCookies(response);
    expect([...cookies.keys()].sort()).toEqual(['jwt-data', 'jwt-refresh-token', 'jwt-signature']);
    for (const cookie of cookies.values()) expect(cookie.maxAge).toBe(0);
    expect(jar.has('jwt-data')).toBe(false);

    const refresh = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', flow: 'app', refresh_token: refreshToken, device_id: 'd' },
    });
    expect(refresh.status).toBe(401);
    expect((await errorOf(refresh)).code).toBe('invalid_grant');
  });

  it('with a bearer token revokes that session', async () => {
    const session = sessionSchema.parse(await (await signIn('white@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    const out = await t.request('/sessions', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(out.status).toBe(204);
    const refresh = await t.request('/auth/token', {
      method: 'POST',
      json: { grant_type: 'refresh_token', flow: 'app', refresh_token: session.refreshToken, device_id: 'd' },
    });
    expect(refresh.status).toBe(401);
    // The access token of the revoked session stops working before it expires.
    const account = await t.request('/account', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(account.status).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await t.request('/sessions', { method: 'DELETE' })).status).toBe(204);
  });
});

describe('POST auth/social', () => {
  it('answers 404 social_account_not_linked', async () => {
    const response = await t.request('/auth/social', { method: 'POST', json: { provider: 'google', idToken: 'x' } });
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error.code).toBe('social_account_not_linked');
    expect(error.message).toMatch(/Google account is not linked/);
    expect(error.message).toMatch(/register/i);
    expect(error.details?.email).toBeUndefined();
  });

  it('names the e-mail of the ID token, so the register prompt can offer it', async () => {
    const claims = Buffer.from(JSON.stringify({ email: 'new.face@example.test' })).toString('base64url');
    const response = await t.request('/auth/social', {
      method: 'POST',
      json: { provider: 'google', idToken: `e30.${claims}.sig` },
    });
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error.code).toBe('social_account_not_linked');
    expect(error.details?.email).toBe('new.face@example.test');
  });

  it('refuses an empty token or another provider with 400', async () => {
    for (const json of [
      { provider: 'google', idToken: '' },
      { provider: 'facebook', idToken: 'x' },
    ]) {
      const response = await t.request('/auth/social', { method: 'POST', json });
      expect(response.status).toBe(400);
    }
  });
});

describe('POST auth/token with a form body', () => {
  it('accepts application/x-www-form-urlencoded for the app flow', async () => {
    const signedIn = sessionSchema.parse(await (await signIn('gold@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      flow: 'app',
      refresh_token: signedIn.refreshToken,
      device_id: 'form-device',
    });
    const response = await t.request('/auth/token', {
      method: 'POST',
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(sessionSchema.parse(await response.json()).refreshToken).not.toBe(signedIn.refreshToken);
  });

  it('answers 400 validation_error without a body', async () => {
    const response = await t.request('/auth/token', { method: 'POST' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation_error');
  });
});

describe('POST auth/token/verify body handling', () => {
  it('treats an empty JSON body like no body and rejects malformed JSON', async () => {
    const empty = await t.request('/auth/token/verify', {
      method: 'POST',
      body: '',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ valid: false });
    const malformed = await t.request('/auth/token/verify', {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('bad_request');
  });
});

describe('staff status comes from the member record', () => {
  async function offerKeys(accessToken: string): Promise<string[]> {
    const response = await t.request('/cart/beauty-pass-offers', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { offers: Array<{ key: string }> } };
    return body.data.offers.map((offer) => offer.key);
  }

  it('a validly signed token claiming emp: true earns a non-staff member no staff discount', async () => {
    const session = sessionSchema.parse(await (await signIn('white@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    const claims = decodeJwt(session.accessToken);
    expect(claims).not.toHaveProperty('emp');
    const forged = await new SignJWT({ ...claims, emp: true, isEmployee: true, tier: 'gold' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(t.env.jwtSecret));
    expect(await offerKeys(forged)).not.toContain('staff_discount');
    const select = await t.request('/cart/beauty-pass-offers', {
      method: 'POST',
      json: { key: 'staff_discount' },
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(select.status).toBe(404);
  });

  it('a staff member who leaves loses the discount at once, with the same token', async () => {
    const session = sessionSchema.parse(await (await signIn('staff@demo.halcyonbeauty.test', DEMO_PASSWORD)).json());
    expect(await offerKeys(session.accessToken)).toContain('staff_discount');
    await t.db.update(users).set({ isEmployee: false }).where(eq(users.email, 'staff@demo.halcyonbeauty.test'));
    try {
      expect(await offerKeys(session.accessToken)).not.toContain('staff_discount');
    } finally {
      await t.db.update(users).set({ isEmployee: true }).where(eq(users.email, 'staff@demo.halcyonbeauty.test'));
    }
  });
});

describe('sign-in rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      seed: 'members',
      env: { SIGN_IN_LIMIT_PER_CLIENT: '5', RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await limited.close();
  });
  const attempt = (email: string, client: string, path = '/sessions') =>
    limited.request(path, {
      method: 'POST',
      json: path === '/sessions' ? { email, password: 'Wrong!Pass1' } : { email },
      headers: { 'X-Forwarded-For': client },
    });

  it('answers 429 once a client is over its limit, whatever addresses it tries; another client is not held', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(`spray${index}@example.test`, '10.9.9.9')).status).toBe(401);
    }
    const over = await attempt('spray-last@example.test', '10.9.9.9');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = await errorOf(over);
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toBe('Too many attempts. Please wait a moment and try again.');
    expect((await attempt('spray-last@example.test', '10.9.9.8')).status).toBe(401);
  });

  it('takes the right-most address a trusted proxy appended, not what the client wrote before it', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(`hop${index}@example.test`, `1.1.1.${index}, 10.8.8.8`)).status).toBe(401);
    }
    expect((await attempt('hop-last@example.test', '9.9.9.9, 10.8.8.8')).status).toBe(429);
  });

  it('limits forgotten-password and unlock requests per address and per client', async () => {
    const email = 'black@demo.halcyonbeauty.test';
    for (const client of ['10.6.0.1', '10.6.0.2', '10.6.0.3']) {
      expect((await attempt(email, client, '/users/password/forgot')).status).toBe(202);
    }
    const over = await attempt(email, '10.6.0.4', '/users/password/forgot');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address from the same clients is not held by this one's budget.
    expect((await attempt('white@demo.halcyonbeauty.test', '10.6.0.4', '/users/password/forgot')).status).toBe(202);
    for (let index = 0; index < 3; index += 1)
      expect((await attempt(email, '10.6.1.1', '/users/unlock/request')).status).toBe(202);
    expect((await attempt(email, '10.6.1.2', '/users/unlock/request')).status).toBe(429);
  });

  it('limits sign-ups per client, whatever the address, and per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await limited.request('/users', {
        method: 'POST',
        json: registration(),
        headers: { 'X-Forwarded-For': '10.5.0.1' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
    const body = registration();
    const perAddress: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await limited.request('/users', {
        method: 'POST',
        json: body,
        headers: { 'X-Forwarded-For': `10.5.1.${index}` },
      });
      perAddress.push(response.status);
    }
    expect(perAddress).toEqual([202, 202, 202, 429]);
  });

  it('does not believe a client-sent X-Forwarded-For from a peer that is no trusted proxy', async () => {
    const direct = await createTestApp({
      seed: false,
      env: { SIGN_IN_LIMIT_PER_CLIENT: '2', RATE_LIMIT_MULTIPLIER: '1', TRUSTED_PROXIES: '10.255.255.1' },
    });
    try {
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        const response = await direct.request('/sessions', {
          method: 'POST',
          json: { email: `x${index}@example.test`, password: 'Wrong!Pass1' },
          headers: { 'X-Forwarded-For': `10.1.1.${index}` },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await direct.close();
    }
  });
});
