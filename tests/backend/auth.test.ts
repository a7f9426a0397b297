import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  ERROR_MESSAGES,
  errorBodySchema,
  sandboxMailListSchema,
  sessionSchema,
  userProfileSchema,
  verifyTokenResponseSchema,
} from '@/lib/api/contract';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { eq } from 'drizzle-orm';
import { refreshTokenFamilies, refreshTokens, users } from '@/backend/db/schema';
import { REFRESH_GRACE_MS, sha256Hex, signAccessToken, verifyAccessToken } from '@/backend/auth/tokens';
import { CookieJar, createTestApp, responseCookies, type TestApp } from './harness';

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
    const response = await t.request('/users', { method: 'POST', json: body });
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
    const response = await t.request('/users', {
      method: 'POST',
      json: registration(),
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'halcyonbeauty.sg' },
    });
    expect(response.status).toBe(201);
    const cookies = responseCookies(response);
    expect([...cookies.keys()].sort()).toEqual(['jwt-data', 'jwt-refresh-token', 'jwt-signature']);
    for (const cookie of cookies.values()) expect(cookie.secure).toBe(true);
  });

  it('keeps cookies Secure for a non-local host whatever forwarded headers a client sends without a trusted proxy', async () => {
    const direct = await createTestApp({ seed: false, env: { TRUST_PROXY: 'false' } });
    try {
      const response = await direct.request('/users', {
        method: 'POST',
        json: registration(),
        headers: { Host: 'api.halcyonbeauty.sg', 'X-Forwarded-Proto': 'http', 'X-Forwarded-Host': 'localhost' },
      });
      expect(response.status).toBe(201);
      const cookies = responseCookies(response);
      expect([...cookies.keys()].sort()).toEqual(['jwt-data', 'jwt-refresh-token', 'jwt-signature']);
      for (const cookie of cookies.values()) expect(cookie.secure).toBe(true);
    } finally {
      await direct.close();
    }
  });

  it('rejects a duplicate email (any case) with 409', async () => {
    const body = registration();
    expect((await t.request('/users', { method: 'POST', json: body })).status).toBe(201);
    const again = await t.request('/users', { method: 'POST', json: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('email_taken');
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
    const young = await t.request('/users', { method: 'POST', json: registration({ dateOfBirth: tooYoung }) });
    expect(young.status).toBe(400);
    expect((await errorOf(young)).code).toBe('under_minimum_age');
    const fourteen = `${now.getUTCFullYear() - 15}-01-01`;
    const ok = await t.request('/users', { method: 'POST', json: registration({ dateOfBirth: fourteen }) });
    expect(ok.status).toBe(201);
    expect(sessionSchema.parse(await ok.json()).user.dateOfBirth).toBe(fourteen);
  });

  it.each(['1995-02-30', '2001-02-29', '1990-13-01'])(
    'refuses the birth date %s, which is no day of the calendar, with 400 invalid_date and creates no account',
    async (dateOfBirth) => {
      const email = `no-such-day-${dateOfBirth}@example.test`;
      const response = await t.request('/users', { method: 'POST', json: registration({ email, dateOfBirth }) });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_date');
      const retry = await t.request('/users', { method: 'POST', json: registration({ email }) });
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

describe('lockout and unlock', () => {
  it('locks after 5 failures within 15 minutes, blocks the right password, and unlocks with a token', async () => {
    const email = 'locked.member@example.test';
    const created = await t.request('/users', { method: 'POST', json: registration({ email }) });
    expect(created.status).toBe(201);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signIn(email, 'Wrong!Pass1')).status).toBe(401);
    }
    const fifth = await signIn(email, 'Wrong!Pass1');
    expect(fifth.status).toBe(423);
    const blocked = await errorOf(fifth);
    expect(blocked.message).toBe(ERROR_MESSAGES.signInBlocked);
    expect(blocked.code).toBe('sign_in_blocked');
    const referenceId = blocked.details?.referenceId;
    expect(referenceId).toMatch(/^HB-[A-Z0-9]{8}$/);

    const rightPassword = await signIn(email, 'Str0ng!Pass');
    expect(rightPassword.status).toBe(423);
    expect((await errorOf(rightPassword)).details?.referenceId).toBe(referenceId);

    const requested = await t.request('/users/unlock/request', { method: 'POST', json: { email } });
    expect(requested.status).toBe(202);
    // The answer carries no token and is word for word the answer for an unknown address.
    const unknown = await t.request('/users/unlock/request', {
      method: 'POST',
      json: { email: 'nobody@example.test' },
    });
    expect(unknown.status).toBe(202);
    expect(await requested.json()).toEqual(await unknown.json());
    // The link travels by (simulated) mail, which QA reads through the sandbox.
    const mail = sandboxMailListSchema.parse(
      await (await t.request(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json(),
    );
    expect(mail.data).toHaveLength(1);
    const unlockToken = mail.data[0]?.token ?? '';
    expect(unlockToken.length).toBeGreaterThan(20);
    expect(mail.data[0]?.body).toContain(`/users/unlock?token=${encodeURIComponent(unlockToken)}`);
    const nobody = sandboxMailListSchema.parse(await (await t.request('/sandbox/mail?to=nobody@example.test')).json());
    expect(nobody.data).toEqual([]);

    const bad = await t.request('/users/unlock', { method: 'POST', json: { token: 'nope' } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('invalid_unlock_token');

    const unlocked = await t.request('/users/unlock', { method: 'POST', json: { token: unlockToken } });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toEqual({ unlocked: true });
    expect((await signIn(email, 'Str0ng!Pass')).status).toBe(200);

    const reused = await t.request('/users/unlock', { method: 'POST', json: { token: unlockToken } });
    expect(reused.status).toBe(400);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const email = 'reset.member@example.test';
    await t.request('/users', { method: 'POST', json: registration({ email }) });
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(email, 'Wrong!Pass1');
    expect((await signIn(email, 'Str0ng!Pass')).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signIn(email, 'Wrong!Pass1')).status).toBe(401);
    }
  });

  it('counts only failures within the last 15 minutes', async () => {
    const email = 'window.member@example.test';
    const created = sessionSchema.parse(
      await (await t.request('/users', { method: 'POST', json: registration({ email }) })).json(),
    );
    // Four failures that started 16 minutes ago no longer count: the window starts again.
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000);
    await t.db
      .update(users)
      .set({ failedAttempts: 4, failedAttemptsResetAt: sixteenMinutesAgo })
      .where(eq(users.id, created.user.id));
    expect((await signIn(email, 'Wrong!Pass1')).status).toBe(401);
    // Four failures in the current window and one more lock the account.
    await t.db
      .update(users)
      .set({ failedAttempts: 4, failedAttemptsResetAt: new Date(Date.now() - 60 * 1000) })
      .where(eq(users.id, created.user.id));
    expect((await signIn(email, 'Wrong!Pass1')).status).toBe(423);
  });

  it('100 parallel attempts with the right password at position 95 give no session: the count is taken before the password is checked', async () => {
    const email = 'burst.member@example.test';
    expect((await t.request('/users', { method: 'POST', json: registration({ email }) })).status).toBe(201);
    const attempts = Array.from({ length: 100 }, (_, index) => (index === 94 ? 'Str0ng!Pass' : `Wrong!Pass${index}`));
    const responses = await Promise.all(attempts.map((password) => signIn(email, password)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(responses.flatMap((response) => response.headers.getSetCookie())).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(96);
    // Only the attempts that took a slot had their password checked.
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.lockedAt).not.toBeNull();
    expect(row?.failedAttempts).toBe(5);
    // Locked means locked: the right password alone answers 423 afterwards too.
    expect((await signIn(email, 'Str0ng!Pass')).status).toBe(423);
  });

  it('answers 202 without a token for an unknown email', async () => {
    const response = await t.request('/users/unlock/request', {
      method: 'POST',
      json: { email: 'ghost@example.test' },
    });
    expect(response.status).toBe(202);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.unlockToken).toBeUndefined();
    expect(typeof body.message).toBe('string');
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
      env: { SIGN_IN_LIMIT_PER_EMAIL: '3', SIGN_IN_LIMIT_PER_CLIENT: '5', TRUST_PROXY: 'true' },
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

  it('answers 429 too_many_requests with Retry-After once an address is over its limit, from any client', async () => {
    const email = 'black@demo.halcyonbeauty.test';
    for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await attempt(email, client)).status).toBe(401);
    const over = await attempt(email, '10.0.0.4');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const error = await errorOf(over);
    expect(error.code).toBe('too_many_requests');
    expect(error.message).toBe('Too many attempts. Please wait a moment and try again.');
    // Unlock requests for the address count too, and still answer the same for everyone.
    expect((await attempt(email, '10.0.0.5', '/users/unlock/request')).status).toBe(429);
  });

  it('answers 429 once a client is over its limit, whatever addresses it tries', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(`spray${index}@example.test`, '10.9.9.9')).status).toBe(401);
    }
    expect((await attempt('spray-last@example.test', '10.9.9.9')).status).toBe(429);
    expect((await attempt('spray-last@example.test', '10.9.9.8')).status).toBe(401);
  });

  it('does not believe a client-sent X-Forwarded-For without a trusted proxy', async () => {
    const direct = await createTestApp({
      seed: false,
      env: { SIGN_IN_LIMIT_PER_CLIENT: '2', SIGN_IN_LIMIT_PER_EMAIL: '100', TRUST_PROXY: 'false' },
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
