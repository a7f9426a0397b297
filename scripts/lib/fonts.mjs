// What the storefront's Latin face is cut to (scripts/prepare-fonts.mjs). next/font takes literals
// only, so app/[country]/[lang]/layout.tsx repeats the weights and the range; a test keeps them equal.

/** The weights the storefront's styles use. */
export const LATIN_WEIGHTS = { min: 400, max: 800 };

/**
 * The OpenType features the cut keeps: those browsers apply to text by default, and `tnum`, which
 * the styles ask for with `font-variant-numeric: tabular-nums` (prices, counts). Inter's stylistic
 * sets, character variants, fractions and the like are never asked for, and their glyphs cost
 * every page bytes. A test keeps this list in step with what the styles ask for.
 */
export const LATIN_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];

/** The cut file's name, in .fonts/. */
export function latinFontFile() {
  return `inter-latin-wght-${LATIN_WEIGHTS.min}-${LATIN_WEIGHTS.max}.woff2`;
}

/** The unicode-range the Inter package declares for its Latin file, from the package's index.css. */
export function latinRangeOf(interCss) {
  const range = /\/\* inter-latin-wght-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(interCss)?.[1];
  if (!range) throw new Error('fonts: the Inter package no longer declares its latin range');
  return range;
}

/** The code points of a CSS unicode-range value (`U+0000-00FF, U+0131, …`), as a string. */
export function charactersOf(unicodeRange) {
  return unicodeRange
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .flatMap(([from, to = from]) => {
      const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
      return Array.from({ length: end - start + 1 }, (_, i) => String.fromCodePoint(start + i));
    })
    .join('');
}

/**
 * The currency signs the stores print that the Latin face lacks (₱ in the Philippines, ฿ in
 * Thailand), each cut alone from the font package that holds it, at the Latin face's weights, into
 * public/fonts/signs/. globals.css declares each with its range, first in the stack, and the layout
 * preloads its country's; a test keeps the three in step.
 */
export const SIGN_FACES = [
  {
    sign: '\u20B1',
    pkg: '@fontsource-variable/inter',
    source: 'files/inter-latin-ext-wght-normal.woff2',
    file: 'peso-sign-wght-400-800.woff2',
  },
  {
    sign: '\u0E3F',
    pkg: '@fontsource-variable/noto-sans-thai',
    source: 'files/noto-sans-thai-thai-wght-normal.woff2',
    file: 'baht-sign-wght-400-800.woff2',
  },
];

/** Where the sign faces are served from. */
export const SIGN_FONT_PATH = '/fonts/signs';
