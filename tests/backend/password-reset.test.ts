import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '@/backend/db/schema';
import { sha256Hex } from '@/backend/auth/tokens';
import {
  errorBodySchema,
  PASSWORD_RESET_SENT_MESSAGE,
  RESET_TOKEN_EXPIRED_MESSAGE,
  sandboxMailListSchema,
} from '@/contract';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { CookieJar, createTestApp, type TestApp } from './harness';
import { createMembers } from './concurrency/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members' });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

async function errorOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error;
}

async function resetMail(email: string) {
  const response = await t.request(`/sandbox/mail?to=${encodeURIComponent(email)}`);
  const mail = sandboxMailListSchema.parse(await response.json()).data.filter((m) => m.kind === 'password_reset');
  return mail[0];
}

function forgot(email: string) {
  return t.request('/users/password/forgot', { method: 'POST', json: { email } });
}

function reset(token: string, password: string, passwordConfirmation = password, jar?: CookieJar) {
  return t.request('/users/password/reset', { method: 'POST', json: { token, password, passwordConfirmation }, jar });
}

describe('forgot password', () => {
  it('answers the same for a member and an unknown address, and mails only the member a link', async () => {
    const [member] = await createMembers(t, 1);
    const known = await forgot(member!.email);
    const unknown = await forgot('nobody-here@example.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(await unknown.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });

    const mail = await resetMail(member!.email);
    expect(mail?.body).toContain(`/password/reset?token=${encodeURIComponent(mail!.token!)}`);
    expect(await resetMail('nobody-here@example.test')).toBeUndefined();
    // The unknown address is told no account uses it, with nothing to follow (the same work as a link).
    const told = sandboxMailListSchema.parse(
      await (await t.request('/sandbox/mail?to=nobody-here%40example.test')).json(),
    ).data;
    expect(told.map((m) => [m.kind, m.token])).toEqual([['no_account', null]]);
    expect(told[0]?.body).toContain('to reset the password of');
    // Only the hash of the token is kept.
    const rows = await t.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === mail!.token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === sha256Hex(mail!.token!))).toBe(true);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, and refuses the link afterwards', async () => {
    const [member] = await createMembers(t, 1);
    const otherDevice = new CookieJar();
    expect(
      (
        await t.request('/sessions', {
          method: 'POST',
          json: { email: member!.email, password: DEMO_PASSWORD },
          jar: otherDevice,
        })
      ).status,
    ).toBe(200);
    await forgot(member!.email);
    const { token } = (await resetMail(member!.email))!;

    const done = await reset(token!, 'N3w!Password');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ reset: true });

    // Both sessions are over.
    expect((await t.request('/account', { jar: member!.jar })).status).toBe(401);
    expect((await t.request('/account', { jar: otherDevice })).status).toBe(401);
    // The new password signs in; the old one no longer does.
    const signIn = (password: string) =>
      t.request('/sessions', { method: 'POST', json: { email: member!.email, password } });
    expect((await signIn('N3w!Password')).status).toBe(200);
    expect((await signIn(DEMO_PASSWORD)).status).toBe(401);

    const again = await reset(token!, 'An0ther!Password');
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: 'reset_token_expired', message: RESET_TOKEN_EXPIRED_MESSAGE });
  });

  it('applies rule 006 (not the e-mail, not one of the last two passwords) and keeps the link for another try', async () => {
    const [member] = await createMembers(t, 1);
    await forgot(member!.email);
    const { token } = (await resetMail(member!.email))!;
    const reused = await reset(token!, DEMO_PASSWORD);
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).details?.codes).toEqual(['AUTH_MS_PV_006']);
    const weak = await reset(token!, 'short', 'shirt');
    expect((await errorOf(weak)).details?.codes).toEqual([
      'AUTH_MS_PV_001',
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_003',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_007',
    ]);
    expect((await reset(token!, 'Fresh!Pass42')).status).toBe(200);
  });

  it('refuses a link older than an hour, and an unknown one, with the same message', async () => {
    const [member] = await createMembers(t, 1);
    await forgot(member!.email);
    const { token } = (await resetMail(member!.email))!;
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token!)));
    const expired = await reset(token!, 'Fresh!Pass42');
    expect(expired.status).toBe(400);
    expect((await errorOf(expired)).message).toBe(RESET_TOKEN_EXPIRED_MESSAGE);
    const unknown = await reset('not-a-token', 'Fresh!Pass42');
    expect((await errorOf(unknown)).code).toBe('reset_token_expired');
  });

  it('says whether a link still works without using it: a working one, then used, expired or unknown', async () => {
    const [member] = await createMembers(t, 1);
    await forgot(member!.email);
    const { token } = (await resetMail(member!.email))!;
    const check = (value: string) =>
      t.request('/users/password/reset/check', { method: 'POST', json: { token: value } });
    // Asking twice uses nothing: the link still sets the password afterwards.
    for (let ask = 0; ask < 2; ask += 1) {
      const works = await check(token!);
      expect(works.status).toBe(200);
      expect(await works.json()).toEqual({ valid: true });
    }
    expect((await reset(token!, 'Fresh!Pass42')).status).toBe(200);
    for (const value of [token!, 'not-a-token']) {
      const refused = await check(value);
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({
        code: 'reset_token_expired',
        message: RESET_TOKEN_EXPIRED_MESSAGE,
      });
    }
    expect((await t.request('/users/password/reset/check', { method: 'POST', json: {} })).status).toBe(400);
  });

  it('makes links that expire one hour after they are asked for', async () => {
    const [member] = await createMembers(t, 1);
    const before = Date.now();
    await forgot(member!.email);
    const { token } = (await resetMail(member!.email))!;
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token!)));
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(60 * 60 * 1000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });
});
