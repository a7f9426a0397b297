// Prepares the storefront's web fonts from their npm packages:
// - the Latin face, cut down to the weights the storefront uses (400 to 800), the characters its
//   package declares for the file and the OpenType features the styles use, for next/font to preload
//   on every page (.fonts/, built, not served);
// - the currency signs the Latin face lacks, each cut alone, at a fixed address so that its country's pages
//   can preload it;
// - the Traditional Chinese face (split by unicode-range, so a page downloads only the glyph subsets it
//   uses), for zh pages to link, and the Thai face, at a fixed address so that Thai pages can preload
//   it (next/font can only preload a face on every page or on none), both copied into public/.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  LATIN_FEATURES,
  LATIN_WEIGHTS,
  SIGN_FACES,
  SIGN_FONT_PATH,
  charactersOf,
  latinFontFile,
  latinRangeOf,
} from './lib/fonts.mjs';

const require = createRequire(import.meta.url);

const interDir = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));
const interCss = await readFile(path.join(interDir, 'index.css'), 'utf8');
const latinRange = latinRangeOf(interCss);
const latinSource = await readFile(path.join(interDir, 'files/inter-latin-wght-normal.woff2'));
const latin = await subsetFont(latinSource, charactersOf(latinRange), {
  targetFormat: 'woff2',
  variationAxes: { wght: LATIN_WEIGHTS },
  keepFeatures: LATIN_FEATURES,
});
await mkdir(path.resolve('.fonts'), { recursive: true });
await writeFile(path.resolve('.fonts', latinFontFile()), latin);
console.log(`fonts: Inter Latin ready in .fonts (${latinSource.length} → ${latin.length} bytes)`);

const pkgDir = path.dirname(require.resolve('@fontsource/noto-sans-tc/package.json'));
const outDir = path.resolve('public/fonts/noto-sans-tc');
const WEIGHTS = ['400', '700'];

await mkdir(path.join(outDir, 'files'), { recursive: true });
const files = new Set();
const css = [];
for (const weight of WEIGHTS) {
  const source = await readFile(path.join(pkgDir, `${weight}.css`), 'utf8');
  // Every browser that runs the storefront reads woff2; the woff fallback only doubles the CSS.
  const trimmed = source.replace(/,\s*url\([^)]+\.woff\)\s*format\('woff'\)/g, '');
  for (const match of trimmed.matchAll(/url\(\.\/files\/([^)]+\.woff2)\)/g)) files.add(match[1]);
  css.push(trimmed);
}
await Promise.all([...files].map((f) => copyFile(path.join(pkgDir, 'files', f), path.join(outDir, 'files', f))));
await writeFile(path.join(outDir, 'noto-sans-tc.css'), css.join('\n'));
console.log(`fonts: ${files.size} Noto Sans TC subsets ready in public/fonts/noto-sans-tc`);

const thaiDir = path.dirname(require.resolve('@fontsource-variable/noto-sans-thai/package.json'));
await mkdir(path.resolve('public/fonts/noto-sans-thai'), { recursive: true });
await copyFile(
  path.join(thaiDir, 'files/noto-sans-thai-thai-wght-normal.woff2'),
  path.resolve('public/fonts/noto-sans-thai/noto-sans-thai-thai-wght-normal.woff2'),
);
console.log('fonts: Noto Sans Thai ready in public/fonts/noto-sans-thai');

const signDir = path.resolve('public', SIGN_FONT_PATH.slice(1));
await mkdir(signDir, { recursive: true });
for (const face of SIGN_FACES) {
  const source = await readFile(path.join(path.dirname(require.resolve(`${face.pkg}/package.json`)), face.source));
  const cut = await subsetFont(source, face.sign, {
    targetFormat: 'woff2',
    variationAxes: { wght: LATIN_WEIGHTS },
    keepFeatures: LATIN_FEATURES,
  });
  await writeFile(path.join(signDir, face.file), cut);
}
console.log(`fonts: ${SIGN_FACES.map((face) => face.sign).join(' ')} signs ready in public${SIGN_FONT_PATH}`);
