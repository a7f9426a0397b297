import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeReviewAction } from '@/components/reviews/review-actions';
import { REVIEW_KEYS, reviewFormSchema, reviewIssues } from '@/components/reviews/review-state';
import { reviewInputSchema } from '@/contract/reviews';
import { writeReview } from '@/lib/api/reviews';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';

vi.mock('next/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn() }));
vi.mock('@/lib/api/reviews', () => ({ writeReview: vi.fn() }));

beforeEach(() => {
  vi.mocked(createActionApiClient).mockReset();
  vi.mocked(writeReview).mockReset();
});

const GOOD = { rating: '4', title: 'Lovely', body: 'Soft on the skin.', recommended: false };
const keys = (values: Partial<typeof GOOD>) =>
  fieldKeys(
    reviewFormSchema.safeParse({ ...GOOD, ...values }, { error: reviewIssues }).error?.issues ?? [],
    REVIEW_KEYS,
  );

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('one schema for the review form', () => {
  it('refuses what the API refuses, each with the form’s message', () => {
    const api = { productId: 7, rating: 4, title: 'Lovely', body: 'Soft on the skin.', recommended: null };
    for (const [bad, posted, key] of [
      [{ rating: 0 }, { rating: '' }, 'write.errors.rating'],
      [{ rating: 6 }, { rating: '6' }, 'write.errors.rating'],
      [{ title: '   ' }, { title: '   ' }, 'write.errors.title'],
      [{ title: 'x'.repeat(121) }, { title: 'x'.repeat(121) }, 'write.errors.title'],
      [{ body: '  too short ' }, { body: '  too short ' }, 'write.errors.body'],
      [{ body: 'x'.repeat(5001) }, { body: 'x'.repeat(5001) }, 'write.errors.body'],
    ] as const) {
      expect(reviewInputSchema.safeParse({ ...api, ...bad }).success, JSON.stringify(bad).slice(0, 30)).toBe(false);
      expect(keys(posted)).toEqual({ [Object.keys(posted)[0]!]: key });
    }
  });

  it('gives the API’s review, trimmed, without its product', () => {
    expect(reviewFormSchema.parse({ ...GOOD, title: ' Lovely ', recommended: true })).toEqual({
      rating: 4,
      title: 'Lovely',
      body: 'Soft on the skin.',
      recommended: true,
    });
    expect(reviewFormSchema.parse(GOOD).recommended).toBeNull();
  });

  it('refuses the same without JavaScript, keeping what was typed, before calling the API', async () => {
    const posted = { rating: '9', title: ' ', body: 'Short', recommended: 'yes' };
    expect(await writeReviewAction('th', 'th', 7, { values: GOOD }, form(posted))).toEqual({
      values: { ...posted, recommended: true },
      errors: { rating: 'write.errors.rating', title: 'write.errors.title', body: 'write.errors.body' },
    });
    expect(createActionApiClient).not.toHaveBeenCalled();
    expect(writeReview).not.toHaveBeenCalled();
  });
});
