import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A first visit loads zod only with its first API call (decision record 5), and the form library
 * only on the pages whose forms use it: no browser module that a catalogue page's shell or body
 * renders may import either at load time. Walks the static imports
 * from the pages' route files; from a 'use client' module on, every import is browser code.
 * Dynamic `import()` is lazy and type-only imports vanish, so neither counts; nor does a 'use server'
 * module imported from the browser, which gets references to its actions only.
 */

const root = path.resolve(__dirname, '../..');
const app = 'app/[country]/[lang]';
const ROUTES = [
  `${app}/layout.tsx`,
  `${app}/(default)/layout.tsx`,
  `${app}/(default)/page.tsx`,
  `${app}/(default)/error.tsx`,
  `${app}/(default)/not-found.tsx`,
  `${app}/(default)/categories/[...slug]/page.tsx`,
  `${app}/(default)/products/[slug]/page.tsx`,
  `${app}/(default)/brands/[[...slug]]/page.tsx`,
  `${app}/(default)/search/page.tsx`,
];

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return specifier;
  if (existsSync(base) && statSync(base).isFile()) return /\.tsx?$/.test(base) ? base : null;
  for (const ending of ['.ts', '.tsx', '/index.ts', '/index.tsx']) if (existsSync(base + ending)) return base + ending;
  return null;
}

/** The modules a file imports when it loads: not `import type`, not a clause of types only. */
function eagerImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    const clause = match[1] ?? '';
    if (/^\{\s*(?:type\s+\w+(?:\s+as\s+\w+)?\s*,?\s*)+\}\s+from\s+$/.test(clause.trim() + ' ')) continue;
    found.push(match[2]!);
  }
  return found;
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
const isServerActions = (file: string) => /^\s*['"]use server['"]/.test(readFileSync(file, 'utf8'));

/** Every chain from a route file into browser code that ends at an eager import of the package. */
function browserChainsTo(pkg: string): string[] {
  const chains: string[] = [];
  const visited = new Set<string>();
  const queue: { file: string; browser: boolean; trail: string[] }[] = ROUTES.map((route) => ({
    file: path.join(root, route),
    browser: false,
    trail: [route],
  }));
  while (queue.length > 0) {
    const { file, browser: parentBrowser, trail } = queue.shift()!;
    const browser = parentBrowser || isClient(file);
    const key = `${browser}:${file}`;
    if (visited.has(key)) continue;
    visited.add(key);
    for (const specifier of eagerImports(file)) {
      const target = resolveImport(file, specifier);
      if (target === null) continue;
      if (!target.startsWith('/')) {
        if (browser && target.split('/')[0] === pkg) chains.push(trail.join(' → '));
        continue;
      }
      // Browser code that imports server actions gets references to them, not their modules.
      if (browser && isServerActions(target)) continue;
      queue.push({ file: target, browser, trail: [...trail, path.relative(root, target)] });
    }
  }
  return chains;
}

describe('the browser code of a first visit', () => {
  it('walks real routes into browser code', () => {
    for (const route of ROUTES) expect(existsSync(path.join(root, route)), route).toBe(true);
  });

  it('loads no zod before the first API call, from the shell or the catalogue pages', () => {
    expect(browserChainsTo('zod')).toEqual([]);
  });

  it('loads no form library from the shell or the catalogue pages', () => {
    // The footer's newsletter form is on every page and needs none of it.
    expect(browserChainsTo('react-hook-form')).toEqual([]);
  });
});
