import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain build script, without type declarations
import { LATIN_WEIGHTS, charactersOf, latinFontFile, latinRangeOf } from '../../scripts/lib/fonts.mjs';

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
