import type { ExemptedPath } from '@/contract/content';
import { FILE_ROUTES, publicRouteOf } from './public-routes';

/** Reported (never shown) when the guard itself fails. */
export const GUARD_FAILURE_MESSAGE = 'Something went wrong while checking for exempted routes.';

/**
 * The route a public path (without the country and language segments) names, in the app
 * directory's notation, or null. It is read from the storefront's own list of routes, which a test
 * keeps equal to the app directory, so a new page is known here the day it is added. Files
 * (`/robots.txt`, `/sitemap.xml`) are not pages: a link to one loads in full.
 */
export function routeName(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = publicRouteOf(path);
  return route === null || FILE_ROUTES.includes(route) ? null : route;
}

export interface CompiledRule {
  test: (path: string) => boolean;
}

/**
 * Turns the layout's rules into matchers. A rule that cannot be used (an invalid regular
 * expression, an empty value) is skipped and handed to `onInvalid`, never thrown at the shopper.
 */
export function compileExemptedPaths(
  rules: readonly ExemptedPath[],
  onInvalid: (rule: ExemptedPath, error: unknown) => void = () => {},
): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  for (const rule of rules) {
    if (!rule.value) {
      onInvalid(rule, new Error('empty rule'));
      continue;
    }
    switch (rule.type) {
      case 'absolute':
        compiled.push({ test: (path) => path === rule.value });
        break;
      case 'startsWith':
        compiled.push({ test: (path) => path.startsWith(rule.value) });
        break;
      case 'regex':
        try {
          const pattern = new RegExp(rule.value);
          compiled.push({ test: (path) => pattern.test(path) });
        } catch (error) {
          onInvalid(rule, error);
        }
        break;
      default:
        onInvalid(rule, new Error('unknown rule type'));
    }
  }
  return compiled;
}

export type NavigationDecision = 'none' | 'client' | 'full-page';

/**
 * What a navigation from `from` to `to` (public paths) should be: nothing when the path does not
 * change; a full-page load when either end is not a known route, when a newer build is deployed,
 * or when the target is named, exemptions are on and a rule matches; otherwise the client router.
 */
export function decideNavigation({
  from,
  to,
  rules,
  exemptionsEnabled,
  newerBuild = false,
}: {
  from: string;
  to: string;
  rules: readonly CompiledRule[];
  exemptionsEnabled: boolean;
  newerBuild?: boolean;
}): NavigationDecision {
  if (from === to) return 'none';
  const target = routeName(to);
  if (!routeName(from) || !target) return 'full-page';
  if (newerBuild) return 'full-page';
  if (exemptionsEnabled && rules.some((rule) => rule.test(to))) return 'full-page';
  return 'client';
}
