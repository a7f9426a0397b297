import type { BeautyProfile } from '@/contract/profile';

/** What the form shows: the sections as chosen, and the outcome of the last save. */
export type BeautyProfileValues = Pick<
  BeautyProfile,
  'skinType' | 'skinConcerns' | 'skinTone' | 'hairType' | 'hairConcerns' | 'eyeColour' | 'favouriteCategories'
>;

export interface BeautyProfileFormState {
  values: BeautyProfileValues;
  complete: boolean;
  outcome?: 'saved' | 'failed';
  pointsEarned?: number;
  /** Bumped by every save, so the form can tell a new answer from the one it already showed. */
  round: number;
}

/** The sections in the order of the page, so the first wrong one can take the focus. */
export const BEAUTY_PROFILE_FIELDS = [
  'skinType',
  'skinConcerns',
  'skinTone',
  'hairType',
  'hairConcerns',
  'eyeColour',
  'favouriteCategories',
] as const satisfies ReadonlyArray<keyof BeautyProfileValues>;

const one = (form: FormData, name: string): string | null => {
  const value = form.get(name);
  return typeof value === 'string' && value !== '' ? value : null;
};

const many = (form: FormData, name: string): string[] =>
  form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');

/**
 * The sections as posted, untyped beyond being strings: the API checks each value, and the form
 * shows back exactly what was sent when it refuses them.
 */
export function valuesFromForm(form: FormData): BeautyProfileValues {
  return {
    skinType: one(form, 'skinType') as BeautyProfileValues['skinType'],
    skinConcerns: many(form, 'skinConcerns') as BeautyProfileValues['skinConcerns'],
    skinTone: one(form, 'skinTone') as BeautyProfileValues['skinTone'],
    hairType: one(form, 'hairType') as BeautyProfileValues['hairType'],
    hairConcerns: many(form, 'hairConcerns') as BeautyProfileValues['hairConcerns'],
    eyeColour: one(form, 'eyeColour') as BeautyProfileValues['eyeColour'],
    favouriteCategories: many(form, 'favouriteCategories'),
  };
}

export type SavedOutcome = 'earned' | 'complete' | 'partial';

/** The outcome a page address names after a save (`?saved=…`), or null. */
export function savedOutcome(value: string | string[] | undefined): SavedOutcome | null {
  return value === 'earned' || value === 'complete' || value === 'partial' ? value : null;
}
