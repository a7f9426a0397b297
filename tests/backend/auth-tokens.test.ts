import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMailListSchema, verifyTokenResponseSchema } from '@/contract';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { CookieJar, createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members' });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(email: string, password = DEMO_PASSWORD) {
  const jar = new CookieJar();
  const response = await t.request('/sessions', { method: 'POST', json: { email, password }, jar });
  expect(response.status).toBe(200);
  return { jar, accessToken: ((await response.json()) as { accessToken: string }).accessToken };
}

const verify = async (token: string) =>
  verifyTokenResponseSchema.parse(
    await (await t.request('/auth/token/verify', { method: 'POST', json: { token } })).json(),
  ).valid;

async function resetLinks(email: string, count: number): Promise<string[]> {
  for (let index = 0; index < count; index += 1) {
    expect((await t.request('/users/password/forgot', { method: 'POST', json: { email } })).status).toBe(202);
  }
  const mail = sandboxMailListSchema.parse(
    await (await t.request(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json(),
  );
  return mail.data.filter((message) => message.kind === 'password_reset').map((message) => message.token ?? '');
}

describe('tokens end with their session', () => {
  it('auth/token/verify answers invalid for the token of a signed-out session', async () => {
    const { jar, accessToken } = await signedIn('white@demo.halcyonbeauty.test');
    expect(await verify(accessToken)).toBe(true);
    expect((await t.request('/sessions', { method: 'DELETE', jar })).status).toBe(204);
    expect(await verify(accessToken)).toBe(false);
    // The cookies path says the same.
    const cookieJar = new CookieJar().set('jwt-data', accessToken.split('.').slice(0, 2).join('.'));
    cookieJar.set('jwt-signature', accessToken.split('.')[2] ?? '');
    const byCookie = await t.request('/auth/token/verify', { method: 'POST', jar: cookieJar });
    expect(verifyTokenResponseSchema.parse(await byCookie.json()).valid).toBe(false);
  });

  it('a password reset ends every other reset link and every session', async () => {
    const email = 'black@demo.halcyonbeauty.test';
    const { accessToken } = await signedIn(email);
    const [newest, older] = await resetLinks(email, 2);
    const reset = await t.request('/users/password/reset', {
      method: 'POST',
      json: { token: newest, password: 'Brand!New42', passwordConfirmation: 'Brand!New42' },
    });
    expect(reset.status).toBe(200);
    expect(await verify(accessToken)).toBe(false);
    const second = await t.request('/users/password/reset', {
      method: 'POST',
      json: { token: older, password: 'Other!Pass42', passwordConfirmation: 'Other!Pass42' },
    });
    expect(second.status).toBe(400);
    expect((await t.request('/sessions', { method: 'POST', json: { email, password: 'Brand!New42' } })).status).toBe(
      200,
    );
  });

  it('a password change ends every unused reset link and every other session, keeping its own', async () => {
    const email = 'gold@demo.halcyonbeauty.test';
    const other = await signedIn(email);
    const own = await signedIn(email);
    const [link] = await resetLinks(email, 1);
    const change = await t.request('/user/password', {
      method: 'PUT',
      jar: own.jar,
      json: { currentPassword: DEMO_PASSWORD, password: 'Change!Pass42', passwordConfirmation: 'Change!Pass42' },
    });
    expect(change.status).toBe(204);
    expect(await verify(other.accessToken)).toBe(false);
    expect(await verify(own.accessToken)).toBe(true);
    const reset = await t.request('/users/password/reset', {
      method: 'POST',
      json: { token: link, password: 'Stolen!Pass42', passwordConfirmation: 'Stolen!Pass42' },
    });
    expect(reset.status).toBe(400);
  });
});
