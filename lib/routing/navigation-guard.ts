import type { ExemptedPath } from '@/lib/api/contract/content';

/** Reported (never shown) when the guard itself fails. */
export const GUARD_FAILURE_MESSAGE = 'Something went wrong while checking for exempted routes.';

/** The storefront's named routes (public paths, without the country and language segments). */
const ROUTES: Array<[name: string, pattern: RegExp]> = [
  ['home', /^\/$/],
  ['about', /^\/about$/],
  ['cart', /^\/cart$/],
  ['checkout', /^\/checkout$/],
  ['orders', /^\/orders$/],
  ['order', /^\/orders\/[^/]+$/],
  ['order-variant', /^\/orders\/[^/]+\/(confirmation|payment_pending|payment_failed|payment_instruction)$/],
  ['sign-in', /^\/sign_in$/],
  ['users-unlock', /^\/users\/unlock$/],
  ['account', /^\/account$/],
  ['account-bookings', /^\/account\/bookings$/],
  ['wishlist', /^\/wishlist$/],
  ['search', /^\/search$/],
  ['product', /^\/products\/[^/]+$/],
  ['category', /^\/categories(\/[^/]+){1,3}$/],
  ['brands', /^\/brands(\/[^/]+){0,4}$/],
  ['pages', /^\/pages(\/[^/]+){0,4}$/],
  ['store-locations', /^\/store-locations$/],
  ['store-location', /^\/store-locations\/[^/]+$/],
  ['terms', /^\/terms$/],
  ['privacy', /^\/privacy$/],
  ['help', /^\/help$/],
  ['contact', /^\/contact$/],
  ['delivery-returns', /^\/delivery-returns$/],
  ['beauty-pass-terms', /^\/beauty-pass-terms$/],
  ['happening', /^\/happening(\/[^/]+){1,4}$/],
  ['preview', /^\/preview(\/[^/]+){1,6}$/],
  ['sandbox', /^\/sandbox(\/[^/]+){0,6}$/],
  ['swagger', /^\/swagger$/],
];

export function routeName(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
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
