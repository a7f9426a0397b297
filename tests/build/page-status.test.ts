import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE_PATH, UNAVAILABLE_PAGE_PATH } from '@/lib/routing/public-routes';
// @ts-expect-error -- a plain build script, without type declarations
import { recordPageStatus } from '../../scripts/lib/page-status.mjs';

const PAGES = [
  { segment: NOT_FOUND_PAGE_PATH.slice(1), status: 404 },
  { segment: UNAVAILABLE_PAGE_PATH.slice(1), status: 503 },
];

function meta(status: number) {
  return { status, headers: { 'x-nextjs-prerender': '1' }, segmentPaths: ['/_tree'] };
}

describe('the prerendered 404 page and error screen after a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'app-'));
    for (const locale of ['sg/en', 'th/th']) {
      mkdirSync(path.join(dir, locale), { recursive: true });
      for (const { segment } of PAGES)
        writeFileSync(path.join(dir, locale, `${segment}.meta`), JSON.stringify(meta(200)));
      writeFileSync(path.join(dir, locale, 'cart.meta'), JSON.stringify(meta(200)));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are recorded with their own status in every locale, and no other page is touched', () => {
    for (const { segment, status } of PAGES) {
      expect(recordPageStatus(dir, segment, status)).toBe(2);
      for (const locale of ['sg/en', 'th/th']) {
        expect(JSON.parse(readFileSync(path.join(dir, locale, `${segment}.meta`), 'utf8'))).toEqual(meta(status));
        expect(JSON.parse(readFileSync(path.join(dir, locale, 'cart.meta'), 'utf8'))).toEqual(meta(200));
      }
      expect(recordPageStatus(dir, segment, status)).toBe(0);
    }
  });

  it('are the routes the build script records', () => {
    const script = readFileSync(path.join(process.cwd(), 'scripts/build.mjs'), 'utf8');
    for (const { segment, status } of PAGES) {
      expect(script).toContain(`recordPageStatus(path.join(root, '.next/server/app'), '${segment}', ${status})`);
    }
  });
});
