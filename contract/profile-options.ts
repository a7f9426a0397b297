/**
 * The beauty profile's choices, zod-free so the form can list them at load. Every section is
 * required for the profile to count as complete.
 */
export const SKIN_TYPES = ['dry', 'normal', 'oily', 'combination', 'sensitive'] as const;
export const SKIN_CONCERNS = [
  'acne',
  'ageing',
  'dark_spots',
  'dullness',
  'dryness',
  'pores',
  'redness',
  'uneven_texture',
] as const;
/** Skin tones with the colour their swatch shows. */
export const SKIN_TONES = {
  fair: '#f6dccb',
  light: '#eac4a6',
  medium: '#d29e78',
  tan: '#b27b53',
  deep: '#7f5136',
  rich: '#4f3022',
} as const;
export const HAIR_TYPES = ['straight', 'wavy', 'curly', 'coily'] as const;
export const HAIR_CONCERNS = ['dryness', 'frizz', 'damage', 'thinning', 'oiliness', 'colour_care', 'dandruff'] as const;
export const EYE_COLOURS = ['brown', 'black', 'hazel', 'green', 'blue', 'grey'] as const;

export type SkinType = (typeof SKIN_TYPES)[number];
export type SkinConcern = (typeof SKIN_CONCERNS)[number];
export type SkinTone = keyof typeof SKIN_TONES;
export type HairType = (typeof HAIR_TYPES)[number];
export type HairConcern = (typeof HAIR_CONCERNS)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];

/** At most this many favourite categories. */
export const MAX_FAVOURITE_CATEGORIES = 10;

/** Points a member earns the first time the profile is complete. */
export const BEAUTY_PROFILE_POINTS = 50;
