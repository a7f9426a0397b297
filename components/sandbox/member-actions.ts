'use server';

import {
  createSandboxUser,
  deleteSandboxUser,
  expirePoints,
  publishReview,
  updateSandboxUser,
} from '@/lib/api/sandbox';
import type { CountryCode, Language } from '@/lib/site';
import {
  createMemberInput,
  deleteMemberInput,
  expirePointsInput,
  publishReviewInput,
  updateMemberInput,
} from './action-inputs';
import { run, SANDBOX_PASSWORD } from './action-runner';
import type { SandboxFormState } from './form-state';

export async function createMember(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    createMemberInput,
    form,
    (client, credential, input) =>
      createSandboxUser(client, credential, {
        email: input.email ?? `qa-${Date.now().toString(36)}@example.test`,
        password: SANDBOX_PASSWORD,
        firstName: input.firstName ?? 'Sandbox',
        lastName: 'Member',
        loyaltyTier: input.loyaltyTier,
        loyaltyPoints: input.loyaltyPoints,
        isEmployee: input.isEmployee,
      }),
    (t, user) => t('members.created', { email: user.email, id: user.id, password: SANDBOX_PASSWORD }),
  );
}

export async function updateMember(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    updateMemberInput,
    form,
    (client, credential, { id, ...body }) => updateSandboxUser(client, credential, id, body),
    (t, user) => t('members.updated', { email: user.email }),
  );
}

export async function deleteMember(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    deleteMemberInput,
    form,
    (client, credential, { id }) => deleteSandboxUser(client, credential, id).then(() => id),
    (t, id) => t('members.deleted', { id }),
    false,
  );
}

export async function expireMemberPoints(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    expirePointsInput,
    form,
    (client, credential, { userId, asOf }) =>
      expirePoints(client, credential, { userId, asOf: asOf ? `${asOf}T23:59:59Z` : undefined }),
    (t, lapsed) =>
      lapsed.length === 0
        ? t('points.none')
        : t('points.expired', {
            total: lapsed.length,
            list: lapsed.map((entry) => `${entry.email} (−${entry.points})`).join(', '),
          }),
  );
}

/** Publishes a member's pending review, as a moderator would. */
export async function publishMemberReview(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    publishReviewInput,
    form,
    (client, credential, { reviewId }) => publishReview(client, credential, reviewId),
    (t, answer) =>
      t('reviews.published', { id: answer.data.id, product: answer.data.product.name, points: answer.pointsEarned }),
  );
}
