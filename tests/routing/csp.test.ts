import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { isNoncePath } from '@/lib/routing/protected-paths';
import {
  cachedPageContentSecurityPolicy,
  nonceContentSecurityPolicy,
  SHELL_SCRIPT,
  SHELL_SCRIPT_HASH,
} from '@/lib/security/content-security-policy';
import { VENDOR_ORIGINS } from '@/lib/security/vendor-origins';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('lets only scripts with the response nonce run on pages rendered per request', () => {
    const policy = directives(nonceContentSecurityPolicy('abc123'));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      ...VENDOR_ORIGINS['script-src'],
      "'nonce-abc123'",
      SHELL_SCRIPT_HASH,
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('allows the one inline script of a static shell by its hash, which React renders with this very text', () => {
    const hash = createHash('sha256').update(SHELL_SCRIPT).digest('base64');
    expect(SHELL_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    // The shells are rendered by the React that Next carries (the experimental channel, with cache
    // components, and the stable one): both write exactly this script into a shell.
    const require = createRequire(import.meta.url);
    for (const channel of ['react-dom', 'react-dom-experimental']) {
      const renderer = require.resolve(`next/dist/compiled/${channel}/cjs/react-dom-server.node.production.js`);
      expect(readFileSync(renderer, 'utf8'), channel).toContain(JSON.stringify(SHELL_SCRIPT));
    }
  });

  it('never lets inline handlers or javascript: URLs run, and talks to its own origin and the named vendors only', () => {
    for (const policy of [directives(nonceContentSecurityPolicy('n')), directives(cachedPageContentSecurityPolicy())]) {
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", ...VENDOR_ORIGINS['connect-src']]);
      expect(policy.get('frame-src')).toEqual(["'self'", ...VENDOR_ORIGINS['frame-src']]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toContain("'self'");
      // Every origin a script may come from is an integration's, over https, and never a wildcard.
      const origins = policy.get('script-src')?.filter((source) => !source.startsWith("'")) ?? [];
      expect(origins.length).toBeGreaterThan(0);
      expect(origins).toEqual([...VENDOR_ORIGINS['script-src']]);
      expect(origins.every((source) => source.startsWith('https://') && !source.includes('*'))).toBe(true);
      expect([...policy.values()].flat()).not.toContain('*');
    }
    expect(directives(cachedPageContentSecurityPolicy()).get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('gives the member’s pages and the bag a nonce, and leaves cached pages without one', () => {
    for (const path of ['/account', '/orders/12', '/checkout', '/wishlist', '/cart', '/cart/'])
      expect(isNoncePath(path)).toBe(true);
    for (const path of ['/', '/products/glow', '/categories/makeup', '/sign_in', '/accounts', '/cartier']) {
      expect(isNoncePath(path)).toBe(false);
    }
  });
});

describe('the nonce Next reads', () => {
  it('is found in the policy: script-src comes before script-src-attr', async () => {
    const { getScriptNonceFromHeader } = await import('next/dist/server/app-render/get-script-nonce-from-header');
    expect(getScriptNonceFromHeader(nonceContentSecurityPolicy('bm9uY2U='))).toBe('bm9uY2U=');
  });
});

describe('the policy the proxy gives a page', () => {
  it('a nonce for a member page rendered per request, none for the prerendered 404 screen on a member path', async () => {
    const { proxy } = await import('@/proxy');
    const member = { 'accept-language': 'en-SG', cookie: 'jwt-data=e30.e30' };
    const page = await proxy(new NextRequest('http://localhost:3000/account/bookings', { headers: member }));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    for (const path of ['/account/no-such-page', '/checkout/nowhere', '/sandbox/no-such-page']) {
      const screen = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: member }));
      expect(screen.status, path).toBe(404);
      // One HTML for everyone: its inline scripts run under the cached pages' policy.
      expect(screen.headers.get('content-security-policy'), path).toBe(cachedPageContentSecurityPolicy());
    }
  });
});
