import { afterEach, describe, expect, it, vi } from 'vitest';
import { comparablePage } from '@/components/preview/compare-preview';
import {
  effectivePreviewOptions,
  parsePreviewOptions,
  serializePreviewOptions,
  userSegmentsQuery,
} from '@/lib/preview/options';

const route = { country: 'sg', lang: 'en' } as const;

describe('preview options', () => {
  it('round-trips valid options and refuses anything malformed or tampered with', () => {
    const options = { country: 'th', language: 'th', segments: ['beauty-pass-black'] } as const;
    expect(parsePreviewOptions(serializePreviewOptions({ ...options, segments: [...options.segments] }))).toEqual(
      options,
    );
    for (const raw of [
      undefined,
      '',
      'not json',
      '{"country":"us","language":"en","segments":[]}',
      '{"country":"au","language":"th","segments":[]}',
      '{"country":"th","language":"th","segments":["<script>"]}',
      '{"country":"th","language":"th"}',
      JSON.stringify({ country: 'th', language: 'th', segments: Array.from({ length: 21 }, (_, i) => `s${i}`) }),
    ]) {
      expect(parsePreviewOptions(raw), String(raw)).toBeNull();
    }
  });

  it('starts from the store the editor is on, and a frame’s segments replace the cookie’s', () => {
    expect(effectivePreviewOptions(null, route)).toEqual({ country: 'sg', language: 'en', segments: [] });
    const cookie = { country: 'th' as const, language: 'th' as const, segments: ['beauty-pass-black'] };
    expect(effectivePreviewOptions(cookie, route)).toEqual(cookie);
    expect(effectivePreviewOptions(cookie, route, '')).toEqual({ ...cookie, segments: [] });
    expect(effectivePreviewOptions(cookie, route, 'beauty-pass-gold,BAD SLUG,beauty-pass-gold')).toEqual({
      ...cookie,
      segments: ['beauty-pass-gold'],
    });
  });

  it('sends the segments comma-joined, or not at all', () => {
    expect(userSegmentsQuery([])).toBeUndefined();
    expect(userSegmentsQuery(['beauty-pass-gold', 'app-users'])).toBe('beauty-pass-gold,app-users');
  });

  it('compares only preview pages of a content kind', () => {
    expect(comparablePage('/preview/pages/summer-glow')).toBe('/preview/pages/summer-glow');
    expect(comparablePage('/preview/brands/fenty-beauty/makeup')).toBe('/preview/brands/fenty-beauty/makeup');
    for (const page of [
      undefined,
      '',
      '//evil.example',
      'https://evil.example/preview/homepage',
      '/preview/compare',
      '/preview/homepage?x=1',
      '/cart',
    ]) {
      expect(comparablePage(page), String(page)).toBe('/preview/homepage');
    }
  });
});

describe('preview access', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function access(env: Record<string, string>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    return import('@/lib/preview/access');
  }

  it('opens only with the configured secret, and never while preview is off', async () => {
    const secret = 's'.repeat(40);
    const open = await access({ ENABLE_PREVIEW: 'true', PREVIEW_SECRET: secret });
    expect(open.previewSecretMatches(secret)).toBe(true);
    for (const given of [undefined, '', 's'.repeat(39), `${secret} `, 'S'.repeat(40), 42]) {
      expect(open.previewSecretMatches(given), String(given)).toBe(false);
    }
    const off = await access({ ENABLE_PREVIEW: 'false', PREVIEW_SECRET: secret });
    expect(off.previewEnabled()).toBe(false);
    expect(off.previewSecretMatches(secret)).toBe(false);
  });

  it('signs an editor’s session with the secret: a made-up, altered, ended or re-keyed one is refused', async () => {
    const secret = 's'.repeat(40);
    const open = await access({ ENABLE_PREVIEW: 'true', PREVIEW_SECRET: secret });
    const now = Date.UTC(2026, 10, 26, 9, 0);
    const session = open.newPreviewSession(now);
    expect(open.previewSessionValid(session, now)).toBe(true);
    expect(open.previewSessionValid(session, now + 11 * 3600_000)).toBe(true);
    expect(open.previewSessionValid(session, now + 12 * 3600_000 + 1000)).toBe(false);
    const [expires, signature] = session.split('.');
    for (const forged of [
      undefined,
      '',
      'x',
      `${Number(expires) + 3600}.${signature}`,
      `${expires}.${'A'.repeat(43)}`,
      `${expires}.${signature}x`,
      `9999999999.${signature}`,
    ]) {
      expect(open.previewSessionValid(forged, now), String(forged)).toBe(false);
    }
    const rekeyed = await access({ ENABLE_PREVIEW: 'true', PREVIEW_SECRET: 't'.repeat(40) });
    expect(rekeyed.previewSessionValid(session, now)).toBe(false);
    const closed = await access({ ENABLE_PREVIEW: 'false', PREVIEW_SECRET: secret });
    expect(closed.previewSessionValid(session, now)).toBe(false);
  });

  it('sends the editor only to a same-origin preview page', async () => {
    const { previewTarget } = await access({});
    expect(previewTarget('/preview/pages/mega-sale')).toBe('/preview/pages/mega-sale');
    expect(previewTarget('/preview')).toBe('/preview');
    for (const target of [
      null,
      '',
      '/cart',
      '//evil.example/preview',
      'https://evil.example/preview',
      '/previewer',
      '/%2F%2Fevil.example',
    ]) {
      expect(previewTarget(target), String(target)).toBe('/preview/homepage');
    }
  });
});
