// Copies two web fonts from their npm packages into public/: the Traditional Chinese face (split by
// unicode-range, so a page downloads only the glyph subsets it uses), for zh pages to link, and the
// Thai face, at a fixed address so that Thai pages can preload it (next/font can only preload a face
// on every page or on none).
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
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
