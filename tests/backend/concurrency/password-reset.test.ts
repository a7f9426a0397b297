import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxMailListSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { countBy, createMembers, outcomes } from './support';

/**
 * A reset link under parallel use: on PGlite, and on Postgres when TEST_DATABASE_URL is set, where
 * the requests really run at the same time on separate connections.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members', apiNodes: 2 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('password reset', () => {
  it('a reset link changes the password once, however many uses race for it', async () => {
    const [member] = await createMembers(t, 1);
    await t.request('/users/password/forgot', { method: 'POST', json: { email: member!.email } });
    const mail = sandboxMailListSchema.parse(
      await (await t.request(`/sandbox/mail?to=${encodeURIComponent(member!.email)}`)).json(),
    ).data;
    const token = mail.find((message) => message.kind === 'password_reset')!.token!;
    const passwords = Array.from({ length: 10 }, (_, index) => `Race!Pass${index}x`);
    const answers = await outcomes(
      await Promise.all(
        passwords.map((password) =>
          t.request('/users/password/reset', {
            method: 'POST',
            json: { token, password, passwordConfirmation: password },
          }),
        ),
      ),
    );
    expect(countBy(answers, (a) => `${a.status} ${a.code ?? ''}`.trim())).toEqual({
      200: 1,
      '400 reset_token_expired': 9,
    });
    // The password that won is the one that signs in.
    const winner = passwords[answers.findIndex((a) => a.status === 200)]!;
    const signIn = await t.request('/sessions', { method: 'POST', json: { email: member!.email, password: winner } });
    expect(signIn.status).toBe(200);
  });
});
