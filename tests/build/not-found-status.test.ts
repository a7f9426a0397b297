import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_FOUND_PAGE_PATH } from '@/lib/routing/public-routes';
// @ts-expect-error -- a plain build script, without type declarations
import { recordNotFoundStatus } from '../../scripts/lib/not-found-status.mjs';

const SEGMENT = NOT_FOUND_PAGE_PATH.slice(1);

function meta(status: number) {
  return { status, headers: { 'x-nextjs-prerender': '1' }, segmentPaths: ['/_tree'] };
}

describe('the prerendered 404 page after a build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'app-'));
    for (const locale of ['sg/en', 'th/th']) {
      mkdirSync(path.join(dir, locale), { recursive: true });
      writeFileSync(path.join(dir, locale, `${SEGMENT}.meta`), JSON.stringify(meta(200)));
      writeFileSync(path.join(dir, locale, 'cart.meta'), JSON.stringify(meta(200)));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is recorded with status 404 in every locale, and no other page is touched', () => {
    expect(recordNotFoundStatus(dir, SEGMENT)).toBe(2);
    for (const locale of ['sg/en', 'th/th']) {
      expect(JSON.parse(readFileSync(path.join(dir, locale, `${SEGMENT}.meta`), 'utf8'))).toEqual(meta(404));
      expect(JSON.parse(readFileSync(path.join(dir, locale, 'cart.meta'), 'utf8'))).toEqual(meta(200));
    }
    expect(recordNotFoundStatus(dir, SEGMENT)).toBe(0);
  });

  it('is the route the build script records', () => {
    const script = readFileSync(path.join(process.cwd(), 'scripts/build.mjs'), 'utf8');
    expect(script).toContain(`recordNotFoundStatus(path.join(root, '.next/server/app'), '${SEGMENT}')`);
  });
});
