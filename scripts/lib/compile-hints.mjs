// V8 compiles a script's functions lazily, on the main thread, the first time each one runs. The
// browser chunks of the build run at load (the framework, the router, the page's components), so
// that compilation landed in the longest tasks of the page's start. A file that opens with
// `//# allFunctionsCalledOnLoad` is compiled whole, while it streams in, on a background thread
// (https://v8.dev/blog/explicit-compile-hints). Browsers without the hint ignore the comment.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Opens every `.js` file under `dir` with the compile hint, once; returns how many it marked. */
export function markChunksForEagerCompile(dir) {
  let marked = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}
