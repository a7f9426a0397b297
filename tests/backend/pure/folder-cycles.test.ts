import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The backend's contexts (its top folders) may depend on each other one way only: a pair that
 * imports each other fails here.
 */

const BACKEND = path.join(process.cwd(), 'backend');
const KNOWN_CYCLES: string[] = [];
const IMPORT = /from '(@\/backend\/|\.\.?\/)([^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The context a file belongs to: its first folder under backend/, or none for a top-level file. */
function contextOf(file: string): string | null {
  const parts = path.relative(BACKEND, file).split(path.sep);
  return parts.length > 1 ? parts[0]! : null;
}

function contextEdges(): Set<string> {
  const edges = new Set<string>();
  for (const file of sourceFiles(BACKEND)) {
    const from = contextOf(file);
    if (!from) continue;
    for (const [, prefix, target] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const resolved =
        prefix === '@/backend/' ? path.join(BACKEND, target!) : path.resolve(path.dirname(file), prefix! + target!);
      if (!resolved.startsWith(BACKEND + path.sep)) continue;
      const to = contextOf(resolved.endsWith('.ts') ? resolved : `${resolved}.ts`);
      if (to && to !== from) edges.add(`${from} → ${to}`);
    }
  }
  return edges;
}

describe('backend contexts', () => {
  it('import each other one way only, but for the known cycles', () => {
    const edges = contextEdges();
    const cycles = [...edges]
      .map((edge) => edge.split(' → ') as [string, string])
      .filter(([from, to]) => from < to && edges.has(`${to} → ${from}`))
      .map(([from, to]) => `${from} ↔ ${to}`)
      .sort();
    expect(cycles).toEqual(KNOWN_CYCLES);
  });
});
