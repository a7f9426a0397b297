import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * An editor's session can be ended on the server (docs/preview.md, Access): leaving preview takes it
 * back wherever the cookie was copied, and the secret is taken only from a posted body.
 */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const SECRET = 's'.repeat(40);

async function open() {
  vi.resetModules();
  vi.stubEnv('ENABLE_PREVIEW', 'true');
  vi.stubEnv('PREVIEW_SECRET', SECRET);
  return import('@/lib/preview/access');
}

describe('an editor’s session', () => {
  it('ends when the editor leaves, and only theirs', async () => {
    const access = await open();
    const now = Date.now();
    const mine = access.newPreviewSession(now);
    const theirs = access.newPreviewSession(now);
    expect(access.previewSessionValid(mine, now)).toBe(true);
    access.revokePreviewSession(mine);
    expect(access.previewSessionValid(mine, now)).toBe(false);
    expect(access.previewSessionValid(theirs, now)).toBe(true);
    // Starting again gives a new session; the ended one stays ended.
    expect(access.previewSessionValid(access.newPreviewSession(now), now)).toBe(true);
    expect(access.previewSessionValid(mine, now)).toBe(false);
  });

  it('opens nothing that this server did not start, even when signed with the secret', async () => {
    const access = await open();
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const id = 'A'.repeat(22);
    const signature = createHmac('sha256', SECRET).update(`preview-session:${expiresAt}:${id}`).digest('base64url');
    expect(access.previewSessionValid(`${expiresAt}.${id}.${signature}`)).toBe(false);
  });

  it('takes the secret from a posted form only, never from a link', async () => {
    vi.resetModules();
    vi.stubEnv('ENABLE_PREVIEW', 'true');
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const route = await import('@/app/api/preview/route');
    const linked = route.GET();
    expect(linked.status).toBe(405);
    expect(linked.headers.get('set-cookie')).toBeNull();
    const answer = await route.POST(
      new Request(`http://localhost/api/preview?secret=${SECRET}&redirect=/preview/layout`, { method: 'POST' }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/preview?error=secret');
  });
});

describe('the way in, while preview is off', () => {
  it('answers a GET and a POST alike with 404, so a closed store does not show the route', async () => {
    vi.resetModules();
    vi.stubEnv('ENABLE_PREVIEW', 'false');
    vi.stubEnv('PREVIEW_SECRET', SECRET);
    const route = await import('@/app/api/preview/route');
    expect(route.GET().status).toBe(404);
    const form = new FormData();
    form.set('secret', SECRET);
    expect((await route.POST(new Request('http://localhost/api/preview', { method: 'POST', body: form }))).status).toBe(
      404,
    );
  });
});
