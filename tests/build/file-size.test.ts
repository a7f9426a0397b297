import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Where the runtime code and the scripts live; the seed's data tables and migrations are data. */
const ROOTS = ['app', 'components', 'lib', 'backend', 'scripts', 'proxy.ts', 'server.ts'];
const DATA = [/^backend\/seed\//, /^backend\/db\/migrations\//, /^scripts\/fixtures\//];
const MAX_LINES = 300;

function sourceFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((dirent) => {
    const child = path.join(entry, dirent.name);
    if (dirent.isDirectory()) return dirent.name === 'node_modules' ? [] : sourceFiles(child);
    return /\.(ts|tsx|mjs|js)$/.test(dirent.name) ? [child] : [];
  });
}

describe('file size', () => {
  it(`keeps every source file outside the seed data at ${MAX_LINES} lines or fewer`, () => {
    const files = ROOTS.flatMap(sourceFiles).filter((file) => !DATA.some((pattern) => pattern.test(file)));
    expect(files.length).toBeGreaterThan(500);
    const large = files
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines}`);
    expect(large).toEqual([]);
  });
});
