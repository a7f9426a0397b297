import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@/lib/site';
// @ts-expect-error -- a plain build script, without type declarations
import * as fonts from '../../scripts/lib/fonts.mjs';

const { LATIN_FEATURES, LATIN_WEIGHTS, SIGN_FACES, SIGN_FONT_PATH, charactersOf, latinFontFile, latinRangeOf } = fonts;

type SignFace = { sign: string; file: string };

/** The OpenType feature each `font-variant-numeric` keyword turns on. */
const NUMERIC_VARIANT_FEATURES: Record<string, string> = {
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'proportional-nums': 'pnum',
  'tabular-nums': 'tnum',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
  ordinal: 'ordn',
  'slashed-zero': 'zero',
};

const require = createRequire(import.meta.url);
const interCss = readFileSync(
  path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'index.css'),
  'utf8',
);
const layout = readFileSync(path.resolve('app/[country]/[lang]/layout.tsx'), 'utf8');

describe('the Latin face the layout declares', () => {
  it('is the file the build cuts, with its weights', () => {
    expect(layout).toContain(`'../../../.fonts/${latinFontFile()}'`);
    expect(layout).toContain(`weight: '${LATIN_WEIGHTS.min} ${LATIN_WEIGHTS.max}'`);
  });

  it('declares the range the file is cut to', () => {
    const declared = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(layout)?.[1] ?? '';
    expect(charactersOf(declared)).toBe(charactersOf(latinRangeOf(interCss)));
  });

  it('reads a unicode-range as its characters', () => {
    expect(charactersOf('U+0041-0043, U+2212')).toBe('ABC\u2212');
  });
});

/** Every stylesheet of the storefront. */
function stylesheets(): Array<{ file: string; css: string }> {
  return ['app', 'components'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => ({ file: path.join(dir, name), css: readFileSync(path.join(dir, name), 'utf8') })),
  );
}

/** The OpenType features a stylesheet asks for, and any font-variant property the test cannot read. */
function featuresAskedFor(css: string): { features: string[]; unread: string[] } {
  const features: string[] = [];
  const unread: string[] = [];
  for (const [, property, value = ''] of css.matchAll(
    /(font-variant(?:-[a-z]+)?|font-feature-settings)\s*:\s*([^;}]+)/g,
  )) {
    if (property === 'font-feature-settings') {
      features.push(...[...value.matchAll(/["']([a-z0-9]{4})["']/g)].map((m) => m[1] ?? ''));
    } else if (property === 'font-variant-numeric') {
      for (const keyword of value.trim().split(/\s+/)) {
        if (keyword === 'normal') continue;
        const feature = NUMERIC_VARIANT_FEATURES[keyword];
        if (feature) features.push(feature);
        else unread.push(`${property}: ${keyword}`);
      }
    } else if (value.trim() !== 'normal') {
      unread.push(`${property}: ${value.trim()}`);
    }
  }
  return { features, unread };
}

describe('the OpenType features the Latin face keeps', () => {
  it('include every feature a stylesheet asks for', () => {
    const missing = stylesheets().flatMap(({ file, css }) => {
      const { features, unread } = featuresAskedFor(css);
      return [
        ...features.filter((f) => !(LATIN_FEATURES as string[]).includes(f)).map((f) => `${file}: ${f}`),
        ...unread.map((u) => `${file}: ${u} (add its feature to LATIN_FEATURES and to this test)`),
      ];
    });
    expect(missing).toEqual([]);
  });

  it('reads the features out of a stylesheet', () => {
    expect(
      featuresAskedFor(
        '.a { font-variant-numeric: tabular-nums slashed-zero; } .b { font-feature-settings: "ss01" 1, \'cv11\'; }',
      ),
    ).toEqual({ features: ['tnum', 'zero', 'ss01', 'cv11'], unread: [] });
    expect(featuresAskedFor('.c { font-variant-caps: small-caps }').unread).toEqual(['font-variant-caps: small-caps']);
  });
});

describe('the currency signs the Latin face lacks', () => {
  const globals = readFileSync(path.resolve('app/globals.css'), 'utf8');
  const latinCharacters = charactersOf(latinRangeOf(interCss));
  const signFaces = SIGN_FACES as SignFace[];

  it('have a face of their own, for every store whose prices use one', () => {
    const lacking = Object.values(COUNTRIES).flatMap(({ currency }) =>
      [...currency.symbol].filter((char) => !latinCharacters.includes(char)),
    );
    expect(lacking.length).toBeGreaterThan(0);
    expect([...new Set(lacking)].sort()).toEqual(signFaces.map((face) => face.sign).sort());
  });

  it('are preloaded by the layout from the files the build cuts', () => {
    const preloaded = Object.fromEntries(
      [...layout.matchAll(/'\\u([0-9A-F]{4})': '([^']+)'/g)].map(([, code = '', href]) => [
        String.fromCodePoint(parseInt(code, 16)),
        href,
      ]),
    );
    expect(preloaded).toEqual(
      Object.fromEntries(signFaces.map((face) => [face.sign, `${SIGN_FONT_PATH}/${face.file}`])),
    );
  });

  it('are declared in the stylesheet with their own range, at the Latin weights, before every other face', () => {
    const declared = [...globals.matchAll(/@font-face\s*{([^}]*)}/g)]
      .map(([, rule = '']) => rule)
      .filter((rule) => rule.includes("font-family: 'Currency Signs'"));
    expect(declared).toHaveLength(signFaces.length);
    for (const face of signFaces) {
      const rule = declared.find((candidate) => candidate.includes(`${SIGN_FONT_PATH}/${face.file}`));
      expect(rule, face.file).toBeDefined();
      expect(charactersOf(/unicode-range:\s*([^;]+);/.exec(rule ?? '')?.[1] ?? '')).toBe(face.sign);
      expect(rule).toContain(`font-weight: ${LATIN_WEIGHTS.min} ${LATIN_WEIGHTS.max};`);
    }
    expect(globals).toMatch(/--font-sans:\s*'Currency Signs', var\(--font-latin\)/);
  });
});
