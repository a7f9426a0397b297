import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBeautyProfileAction } from '@/components/profile/beauty-profile-actions';
import { zodResolver } from '@hookform/resolvers/zod';
import { beautyProfileInputSchema } from '@/contract/profile';
import { saveBeautyProfile } from '@/lib/api/profile';
import { createActionApiClient } from '@/lib/api/server';

vi.mock('next/navigation', () => ({ redirect: vi.fn() }));
vi.mock('@/lib/api/server', () => ({ createActionApiClient: vi.fn() }));
vi.mock('@/lib/api/profile', () => ({ saveBeautyProfile: vi.fn() }));

beforeEach(() => {
  vi.mocked(createActionApiClient).mockReset();
  vi.mocked(saveBeautyProfile).mockReset();
});

const EMPTY = {
  skinType: null,
  skinConcerns: [],
  skinTone: null,
  hairType: null,
  hairConcerns: [],
  eyeColour: null,
  favouriteCategories: [],
};
const resolver = zodResolver(beautyProfileInputSchema);
const ELEVEN = Array.from({ length: 11 }, (_, i) => `category-${i}`);

const BAD = [{ skinType: 'purple' }, { skinConcerns: ['pores', 'pores'] }, { favouriteCategories: ELEVEN }] as const;

function form(fields: Record<string, string | readonly string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of typeof value === 'string' ? [value] : value) data.append(name, one);
  return data;
}

describe('one schema for the beauty profile form', () => {
  it('refuses in the browser, field by field, what the API refuses', async () => {
    for (const bad of BAD) {
      const values = { ...EMPTY, ...bad };
      expect(beautyProfileInputSchema.safeParse(values).success).toBe(false);
      // The form's resolver: the section it names is the one that takes the focus.
      const { errors } = await resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
      expect(Object.keys(errors)).toEqual(Object.keys(bad));
    }
    expect(beautyProfileInputSchema.safeParse({ ...EMPTY, skinType: 'oily', skinConcerns: ['pores'] }).success).toBe(
      true,
    );
  });

  it('refuses the same without JavaScript, keeping the choices, before calling the API', async () => {
    const previous = { values: EMPTY, complete: false, round: 2 };
    for (const bad of BAD) {
      const state = await saveBeautyProfileAction('th', 'th', previous, form({ hairType: 'curly', ...bad }));
      expect(state).toMatchObject({
        outcome: 'failed',
        complete: false,
        round: 3,
        values: { hairType: 'curly', ...bad },
      });
    }
    expect(createActionApiClient).not.toHaveBeenCalled();
    expect(saveBeautyProfile).not.toHaveBeenCalled();
  });
});
