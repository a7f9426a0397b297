// Tools that only a developer's command needs live in a folder of their own under scripts/, with
// their own lockfile, and install on that command's first run: a storefront install (and so every
// CI run) goes without them. scripts/bench: Lighthouse and autocannon (npm run bench:web, bench:api);
// scripts/mutation: Stryker (npm run test:mutation).
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { log, root, run } from './prepare.mjs';

/** Installs the tools of scripts/<folder> when they are missing or older than their lockfile. */
export function ensureTools(folder) {
  const dir = path.join(root, 'scripts', folder);
  const marker = path.join(dir, 'node_modules/.package-lock.json');
  const lock = path.join(dir, 'package-lock.json');
  if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
    log(`installing the tools of scripts/${folder}…`);
    if (run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir }) !== 0)
      throw new Error(`npm install in scripts/${folder} failed`);
  }
  return {
    /** A tool's module, as `require` resolves it from the folder. */
    require: createRequire(path.join(dir, 'package.json')),
    /** The path of a tool's command line. */
    bin: (name) => path.join(dir, 'node_modules/.bin', name),
  };
}
