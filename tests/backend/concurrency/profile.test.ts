import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfileSchema } from '@/contract';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { createTestApp, type TestApp } from '../harness';
import { countBy, createMembers, outcomes } from './support';

/**
 * Profile writes under parallel requests: on PGlite, and on Postgres when TEST_DATABASE_URL is set,
 * where the requests really run at the same time on separate connections.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members', apiNodes: 2 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('profile', () => {
  it('of several first birth dates sent at once, one is kept and the others are refused', async () => {
    const [member] = await createMembers(t, 1);
    const dates = ['1980-01-01', '1981-02-02', '1982-03-03', '1983-04-04', '1984-05-05'];
    const answers = await outcomes(
      await Promise.all(
        dates.map((dateOfBirth) => t.request('/user', { method: 'PATCH', jar: member!.jar, json: { dateOfBirth } })),
      ),
    );
    expect(countBy(answers, (a) => `${a.status} ${a.code ?? ''}`.trim())).toEqual({
      200: 1,
      '409 date_of_birth_locked': 4,
    });
    const kept = dates[answers.findIndex((a) => a.status === 200)];
    const profile = userProfileSchema.parse(await (await t.request('/user', { jar: member!.jar })).json());
    expect(profile.dateOfBirth).toBe(kept);
  });

  it('of simultaneous password changes from the same current password exactly one wins', async () => {
    const [member] = await createMembers(t, 1);
    const candidates = Array.from({ length: 6 }, (_, index) => `Race!Pass${index}x`);
    const responses = await Promise.all(
      candidates.map((password) =>
        t.request('/user/password', {
          method: 'PUT',
          jar: member!.jar,
          json: { currentPassword: DEMO_PASSWORD, password, passwordConfirmation: password },
        }),
      ),
    );
    // A 204 has no body to read.
    expect(responses.filter((response) => response.status === 204)).toHaveLength(1);
    const winnerIndex = responses.findIndex((response) => response.status === 204);
    const answers = await outcomes(responses.filter((response) => response.status !== 204));
    // A loser that read the old password before the winner wrote is told the change lost; one that
    // read it after is told, truthfully, that the current password it gave is no longer right.
    // Which of the two depends only on timing; neither ever changes the password.
    for (const answer of answers) {
      expect(['409 password_changed_meanwhile', '403 current_password_incorrect']).toContain(
        `${answer.status} ${answer.code ?? ''}`,
      );
    }
    const signInWith = async (password: string) =>
      (await t.request('/sessions', { method: 'POST', json: { email: member!.email, password } })).status;
    expect(await signInWith(candidates[winnerIndex]!)).toBe(200);
    expect(await signInWith(candidates[(winnerIndex + 1) % candidates.length]!)).toBe(401);
    expect(await signInWith(DEMO_PASSWORD)).toBe(401);
  });
});
