import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error -- a plain build script, without type declarations
import { COMPILE_HINT, markChunksForEagerCompile } from '../../scripts/lib/compile-hints.mjs';

describe('compile hints on the browser chunks of a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    mkdirSync(path.join(dir, 'app'));
    writeFileSync(path.join(dir, 'main.js'), '(globalThis.TURBOPACK||[]).push(1);');
    writeFileSync(path.join(dir, 'app', 'page.js'), 'console.log(1);');
    writeFileSync(path.join(dir, 'styles.css'), 'body{margin:0}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('opens every script, in nested folders too, with the hint and leaves the rest of it as it was', () => {
    expect(markChunksForEagerCompile(dir)).toBe(2);
    expect(readFileSync(path.join(dir, 'main.js'), 'utf8')).toBe(
      '//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push(1);',
    );
    expect(readFileSync(path.join(dir, 'app', 'page.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log(1);`);
    expect(readFileSync(path.join(dir, 'styles.css'), 'utf8')).toBe('body{margin:0}');
  });

  it('marks a script once, however often the step runs', () => {
    markChunksForEagerCompile(dir);
    expect(markChunksForEagerCompile(dir)).toBe(0);
    expect(readFileSync(path.join(dir, 'main.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });
});
