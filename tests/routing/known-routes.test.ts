import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '@/lib/routing/decide';
import { isKnownRoute, KNOWN_FIRST_SEGMENTS } from '@/lib/routing/known-routes';

const appRoot = path.resolve(__dirname, '../../app/[country]/[lang]');

/** First segments the app's folders answer, through its route groups. */
function appSegments(): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(appRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    if (entry.name.startsWith('(')) {
      for (const inner of readdirSync(path.join(appRoot, entry.name), { withFileTypes: true })) {
        if (inner.isDirectory() && !inner.name.startsWith('[')) out.push(inner.name);
      }
    } else if (!entry.name.startsWith('[')) out.push(entry.name);
  }
  return out;
}

describe('known routes', () => {
  it('names every first segment the app has a folder for', () => {
    for (const segment of appSegments()) expect(KNOWN_FIRST_SEGMENTS.has(segment), segment).toBe(true);
  });

  it('answers an unknown path with 404 while rewriting it to the catch-all screen', () => {
    const request = { search: '', host: 'localhost', headers: { siteCountry: null }, cookies: {} };
    expect(isKnownRoute('/products/lip')).toBe(true);
    expect(isKnownRoute('/')).toBe(true);
    expect(decideRoute({ ...request, pathname: '/no/such/page' })).toMatchObject({ kind: 'rewrite', status: 404 });
    expect(decideRoute({ ...request, pathname: '/products/lip' })).not.toHaveProperty('status');
  });
});
