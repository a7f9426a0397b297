import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, ERROR_MESSAGES, errorBodySchema, sessionSchema, userProfileSchema } from '@/contract';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '@/backend/seed/members';
import { ageOn } from '@/contract';
import { CookieJar, createTestApp, signUp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members' });
});
afterAll(async () => {
  await t.close();
});

async function signedInJar(email: string, password = DEMO_PASSWORD): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await t.request('/sessions', { method: 'POST', json: { email, password }, jar });
  expect(response.status).toBe(200);
  return jar;
}

describe('GET account', () => {
  it.each(DEMO_MEMBERS.map((member) => [member.email, member] as const))('describes %s', async (email, member) => {
    const response = await t.request('/account', { jar: await signedInJar(email) });
    expect(response.status).toBe(200);
    const account = accountSchema.strict().parse(await response.json());
    expect(account).toMatchObject({
      isEmployee: member.isEmployee,
      cardNumber: member.cardNumber,
      loyaltyPoints: member.loyaltyPoints,
      loyaltyTier: member.loyaltyTier,
      tierPointsCounter: member.tierPointsCounter,
      age: ageOn(member.dateOfBirth),
      emailMD5: createHash('md5').update(email).digest('hex'),
      emailSHA256: createHash('sha256').update(email).digest('hex'),
      mobileNumberMD5: createHash('md5')
        .update(`${member.mobile.callingCode}${member.mobile.phoneNumber}`)
        .digest('hex'),
    });
  });

  it('has the seeded tiers and points', () => {
    // One member named after each tier; the others show the tier messages (docs/demo-members.md).
    const byTier = Object.fromEntries(
      DEMO_MEMBERS.filter((m) => !m.isEmployee && m.email.startsWith(`${m.loyaltyTier}@`)).map((m) => [
        m.loyaltyTier,
        m.loyaltyPoints,
      ]),
    );
    expect(byTier).toEqual({ white: 120, black: 820, gold: 2400 });
    expect(DEMO_MEMBERS.some((m) => m.isEmployee)).toBe(true);
  });

  it('answers 401 Authentication failed. without a session', async () => {
    const response = await t.request('/account');
    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(await response.json()).error).toEqual({
      code: 'unauthorized',
      message: ERROR_MESSAGES.authenticationFailed,
    });
  });

  it('needs both cookies: the readable half alone is not enough', async () => {
    const jar = await signedInJar('gold@demo.halcyonbeauty.test');
    jar.delete('jwt-signature');
    expect((await t.request('/account', { jar })).status).toBe(401);
  });

  it("answers 404 'User not found' when the member no longer exists", async () => {
    const created = await signUp(t, {
      firstName: 'Gone',
      lastName: 'Soon',
      email: 'gone@example.test',
      password: 'Str0ng!Pass',
      passwordConfirmation: 'Str0ng!Pass',
      consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true },
    });
    const session = sessionSchema.parse(await created.json());
    expect((await t.request(`/sandbox/users/${session.user.id}`, { method: 'DELETE' })).status).toBe(204);
    const response = await t.request('/account', { headers: { Authorization: `Bearer ${session.accessToken}` } });
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(ERROR_MESSAGES.userNotFound);
  });
});

describe('GET and PATCH user', () => {
  it('returns and updates the profile', async () => {
    const jar = await signedInJar('black@demo.halcyonbeauty.test');
    const profile = userProfileSchema.parse(await (await t.request('/user', { jar })).json());
    expect(profile).toMatchObject({
      firstName: 'Blake',
      email: 'black@demo.halcyonbeauty.test',
      mobile: { callingCode: '65', phoneNumber: '91234502' },
      dateOfBirth: '1990-08-23',
      marketingConsent: false,
    });

    const patched = await t.request('/user/', {
      method: 'PATCH',
      jar,
      headers: { 'X-Site-Country': 'au', 'Accept-Language': 'en-AU' },
      json: { firstName: 'Blakey', mobileNumber: '0412 345 678', marketing: true },
    });
    expect(patched.status).toBe(200);
    const updated = userProfileSchema.parse(await patched.json());
    expect(updated).toMatchObject({
      firstName: 'Blakey',
      lastName: 'Lim',
      mobile: { callingCode: '61', phoneNumber: '412345678' },
      marketingConsent: true,
    });
    const again = userProfileSchema.parse(await (await t.request('/user', { jar })).json());
    expect(again.firstName).toBe('Blakey');
  });

  it('rejects a birth date under the minimum age of 14', async () => {
    const jar = await signedInJar('white@demo.halcyonbeauty.test');
    const year = new Date().getUTCFullYear() - 10;
    const response = await t.request('/user', { method: 'PATCH', jar, json: { dateOfBirth: `${year}-01-01` } });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('under_minimum_age');
  });

  it('rejects unknown fields with 400', async () => {
    const jar = await signedInJar('white@demo.halcyonbeauty.test');
    const response = await t.request('/user', { method: 'PATCH', jar, json: { loyaltyPoints: 99999 } });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('validation_error');
  });
});

describe('PUT user/password', () => {
  it('applies AUTH_MS_PV_006 to the email and the previous 2 passwords', async () => {
    const email = 'changer@example.test';
    const first = 'First!Pass1';
    const register = await signUp(t, {
      firstName: 'Chan',
      lastName: 'Ger',
      email,
      password: first,
      passwordConfirmation: first,
      consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true },
    });
    const jar = new CookieJar().store(register);
    const change = (currentPassword: string, password: string, passwordConfirmation = password) =>
      t.request('/user/password', { method: 'PUT', jar, json: { currentPassword, password, passwordConfirmation } });
    const codesOf = async (response: Response) => errorBodySchema.parse(await response.json()).error.details?.codes;

    const wrongCurrent = await change('Nope!Pass1', 'Second!Pass2');
    expect(wrongCurrent.status).toBe(403);
    expect(errorBodySchema.parse(await wrongCurrent.json()).error.code).toBe('current_password_incorrect');

    const same = await change(first, first);
    expect(same.status).toBe(422);
    expect(await codesOf(same)).toEqual(['AUTH_MS_PV_006']);

    const mismatch = await change(first, 'weak', 'other');
    expect(await codesOf(mismatch)).toEqual([
      'AUTH_MS_PV_001',
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_003',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_007',
    ]);

    expect((await change(first, 'Second!Pass2')).status).toBe(204);
    expect((await change('Second!Pass2', 'Third!Pass3')).status).toBe(204);
    // `first` is now three passwords back: allowed again; `Second` is one of the previous two.
    const second = await change('Third!Pass3', 'Second!Pass2');
    expect(await codesOf(second)).toEqual(['AUTH_MS_PV_006']);
    expect((await change('Third!Pass3', first)).status).toBe(204);

    const signIn = await t.request('/sessions', { method: 'POST', json: { email, password: first } });
    expect(signIn.status).toBe(200);
  });
});

describe('profile rules', () => {
  async function newMember(email: string, extra: Record<string, unknown> = {}) {
    const password = 'First!Pass1';
    const register = await signUp(t, {
      firstName: 'Pro',
      lastName: 'File',
      email,
      password,
      passwordConfirmation: password,
      consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true },
      ...extra,
    });
    expect(register.status).toBe(201);
    return { jar: new CookieJar().store(register), password };
  }
  const codeOf = async (response: Response) => errorBodySchema.parse(await response.json()).error.code;

  it('takes a birth date once; afterwards it cannot be changed or removed', async () => {
    const { jar } = await newMember('dob-once@example.test');
    const set = await t.request('/user', { method: 'PATCH', jar, json: { dateOfBirth: '1991-04-05' } });
    expect(set.status).toBe(200);
    expect(userProfileSchema.parse(await set.json()).dateOfBirth).toBe('1991-04-05');
    // Sending the same date again with the rest of the form is fine.
    const same = await t.request('/user', {
      method: 'PATCH',
      jar,
      json: { dateOfBirth: '1991-04-05', firstName: 'Prue' },
    });
    expect(same.status).toBe(200);
    for (const dateOfBirth of ['1992-04-05', null]) {
      const changed = await t.request('/user', { method: 'PATCH', jar, json: { dateOfBirth } });
      expect(changed.status).toBe(409);
      expect(await codeOf(changed)).toBe('date_of_birth_locked');
    }
    const profile = userProfileSchema.parse(await (await t.request('/user', { jar })).json());
    expect(profile).toMatchObject({ dateOfBirth: '1991-04-05', firstName: 'Prue' });
  });

  it('refuses an impossible date, a blank name and a mobile number of the wrong shape with 400', async () => {
    const { jar } = await newMember('bad-input@example.test');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dateOfBirth: '1990-02-31' }, 'invalid_date'],
      [{ firstName: '   ' }, 'validation_error'],
      // A Singapore mobile starts with 8 or 9 and has eight digits.
      [{ mobileNumber: '1234 5678' }, 'invalid_mobile_number'],
      [{ mobileNumber: 'call me' }, 'validation_error'],
    ];
    for (const [json, code] of cases) {
      const response = await t.request('/user', { method: 'PATCH', jar, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(await codeOf(response)).toBe(code);
    }
    const ok = await t.request('/user', { method: 'PATCH', jar, json: { mobileNumber: '+65 9123 4567' } });
    expect(userProfileSchema.parse(await ok.json()).mobile).toEqual({ callingCode: '65', phoneNumber: '91234567' });
  });

  it('a password change ends every other session and keeps the one that made it', async () => {
    const email = 'sessions-end@example.test';
    const { jar, password } = await newMember(email);
    const otherDevice = await signedInJar(email, password);
    expect((await t.request('/user', { jar: otherDevice })).status).toBe(200);

    const changed = await t.request('/user/password', {
      method: 'PUT',
      jar,
      json: { currentPassword: password, password: 'Second!Pass2', passwordConfirmation: 'Second!Pass2' },
    });
    expect(changed.status).toBe(204);
    expect((await t.request('/user', { jar })).status).toBe(200);
    expect((await t.request('/user', { jar: otherDevice })).status).toBe(401);
    const refresh = await t.request('/auth/token', {
      method: 'POST',
      jar: otherDevice,
      json: { grant_type: 'refresh_token', flow: 'client' },
    });
    expect(refresh.status).toBe(401);
    expect((await t.request('/sessions', { method: 'POST', json: { email, password } })).status).toBe(401);
    expect((await t.request('/sessions', { method: 'POST', json: { email, password: 'Second!Pass2' } })).status).toBe(
      200,
    );
  });

  it('holds password changes to the sign-in limits, so the current password cannot be guessed at leisure', async () => {
    const limited = await createTestApp({
      seed: 'members',
      env: { SIGN_IN_LIMIT_PER_EMAIL: '3', RATE_LIMIT_MULTIPLIER: '1' },
    });
    try {
      const jar = new CookieJar();
      const signIn = await limited.request('/sessions', {
        method: 'POST',
        json: { email: 'white@demo.halcyonbeauty.test', password: DEMO_PASSWORD },
        jar,
      });
      expect(signIn.status).toBe(200);
      const guess = (currentPassword: string) =>
        limited.request('/user/password', {
          method: 'PUT',
          jar,
          json: { currentPassword, password: 'Next!Pass42', passwordConfirmation: 'Next!Pass42' },
        });
      for (const wrong of ['Guess!One1', 'Guess!Two2', 'Guess!Three3']) expect((await guess(wrong)).status).toBe(403);
      // The right password, once over the limit, is not even looked at.
      const blocked = await guess(DEMO_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});
