import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxGate } from '@/components/sandbox/gate';
import { sandboxPaths } from '@/components/sandbox/pages';
import { parseServerEnv } from '@/lib/env-schema';
import { isNoncePath } from '@/lib/routing/protected-paths';
import { surfaceOf } from '@/lib/routing/surfaces';

/*
 * The sandbox is closed unless the storefront runs with ENABLE_SANDBOX: every sandbox route must
 * answer 404 before it reads anything, and, open, show only the sign-in form until the QA
 * credential has been proved.
 */

const env = { ENABLE_SANDBOX: false };
const jar = new Map<string, string>();

vi.mock('@/lib/env', async (original) => ({
  ...(await original<object>()),
  serverEnv: () => ({ ...parseServerEnv({}), ...env }),
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers({ host: 'localhost:3000' }),
}));
vi.mock('next/server', () => ({ connection: async () => undefined }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  redirect: () => {
    throw new Error('NEXT_REDIRECT');
  },
}));

/**
 * Renders server components down the tree, as far as a 404; `leaf` names the client components
 * it does not go into (it only counts them).
 */
async function walk(node: ReactNode | Promise<ReactNode>, leaf: (type: unknown) => boolean): Promise<void> {
  const resolved = await node;
  if (Array.isArray(resolved)) {
    for (const child of resolved) await walk(child as ReactNode, leaf);
    return;
  }
  if (!isValidElement(resolved)) return;
  const { type, props } = resolved as { type: unknown; props: Record<string, unknown> };
  if (leaf(type)) return;
  if (typeof type === 'function') {
    await walk((type as (p: unknown) => ReactNode)(props), leaf);
    return;
  }
  if (typeof props.children === 'function') return;
  await walk(props.children as ReactNode, leaf);
}

const appRoot = path.resolve(__dirname, '../../app/[country]/[lang]/(sandbox)/sandbox');

function routeFiles(dir = appRoot): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === 'page.tsx' ? [full] : [];
  });
}

function paramsFor(file: string) {
  const relative = path.relative(appRoot, path.dirname(file));
  return Promise.resolve({
    country: 'sg',
    lang: 'en',
    ...(relative.startsWith('contentful') ? { entry: ['homepage', 'home'] } : {}),
  });
}

describe('the sandbox gate', () => {
  it('is closed without ENABLE_SANDBOX, and asks for the credential until it is proved', () => {
    expect(sandboxGate({ enabled: false, credential: undefined })).toBe('closed');
    expect(sandboxGate({ enabled: false, credential: 'a'.repeat(40) })).toBe('closed');
    expect(sandboxGate({ enabled: true, credential: undefined })).toBe('sign-in');
    expect(sandboxGate({ enabled: true, credential: 'a'.repeat(40) })).toBe('open');
  });

  it('puts every sandbox path on a per-request, private footing', () => {
    const paths = sandboxPaths();
    expect(paths).toContain('/sandbox');
    expect(paths.length).toBeGreaterThan(1);
    for (const sandboxPath of paths) {
      expect(surfaceOf(sandboxPath), sandboxPath).toBe('sandbox');
      expect(isNoncePath(sandboxPath), sandboxPath).toBe(true);
    }
    expect(surfaceOf('/sandboxes')).toBeNull();
    expect(surfaceOf('/products/sandbox')).toBeNull();
  });

  it('has a route for every page the index lists', () => {
    const routes = routeFiles().map((file) => path.relative(appRoot, path.dirname(file)));
    const paths = sandboxPaths();
    expect(paths.length).toBeGreaterThan(1);
    // Each listed page has a route of its own, so the per-route checks below cover at least as many.
    expect(routes.length).toBeGreaterThanOrEqual(paths.length);
    for (const sandboxPath of paths) {
      const slug = sandboxPath.replace(/^\/sandbox\/?/, '');
      const direct = routes.includes(slug);
      const viaCatchAll = slug === 'contentful' && routes.some((route) => route.startsWith('contentful'));
      expect(direct || viaCatchAll || slug === '', sandboxPath).toBe(true);
    }
  });

  it('leaves every other /sandbox path to the catch-all 404 route (no dynamic segment claims it)', () => {
    const topLevel = routeFiles().map((file) => path.relative(appRoot, path.dirname(file)).split(path.sep)[0] ?? '');
    expect(topLevel.length).toBeGreaterThanOrEqual(sandboxPaths().length);
    expect(topLevel.filter((segment) => segment.startsWith('['))).toEqual([]);
  });

  describe('every sandbox route', () => {
    beforeEach(() => {
      jar.clear();
    });

    for (const file of routeFiles()) {
      const name = path.relative(appRoot, file);
      it(`answers 404 with the sandbox switched off: ${name}`, { timeout: 60_000 }, async () => {
        env.ENABLE_SANDBOX = false;
        jar.set('qa-credential', 'a'.repeat(40));
        const route = (await import(file)) as { default: (props: unknown) => Promise<ReactNode> };
        const { SandboxForm } = await import('@/components/sandbox/sandbox-form');
        await expect(
          walk(
            route.default({ params: paramsFor(file), searchParams: Promise.resolve({}) }),
            (type) => type === SandboxForm,
          ),
        ).rejects.toThrow('NEXT_NOT_FOUND');
      });

      it(`gives no title away with the sandbox switched off: ${name}`, async () => {
        env.ENABLE_SANDBOX = false;
        const route = (await import(file)) as { generateMetadata: (props: unknown) => Promise<unknown> };
        await expect(route.generateMetadata({ params: paramsFor(file) })).rejects.toThrow('NEXT_NOT_FOUND');
      });

      it(`shows only the sign-in form without the QA cookie: ${name}`, { timeout: 60_000 }, async () => {
        env.ENABLE_SANDBOX = true;
        const route = (await import(file)) as { default: (props: unknown) => Promise<ReactNode> };
        const { SandboxForm } = await import('@/components/sandbox/sandbox-form');
        const forms: unknown[] = [];
        await walk(route.default({ params: paramsFor(file), searchParams: Promise.resolve({}) }), (type) => {
          if (type !== SandboxForm) return false;
          forms.push(type);
          return true;
        });
        // The page's own content is a function of the credential and is never called.
        expect(forms).toHaveLength(1);
      });
    }
  });
});
