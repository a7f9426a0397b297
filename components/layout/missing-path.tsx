'use client';

import { useAddressBar } from '@/lib/routing/address-bar';

/**
 * The 404 screen's "Page not found: {path}" line. The path is read in the browser: every page
 * carries the 404 screen for `notFound()`, and reading the request there would render every page
 * per request. Until then the line keeps its height, so nothing moves when it fills in.
 */
export function MissingPath({ template, className }: { template: string; className?: string }) {
  const here = useAddressBar();
  return (
    <p className={className} data-testid="missing-path">
      {here ? template.replace('{{path}}', () => `${here.pathname}${here.search}`) : '\u00a0'}
    </p>
  );
}
