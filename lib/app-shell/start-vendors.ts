import { startTagManager } from '@/lib/analytics/tag-manager';
import { startFlags } from '@/lib/flags';
import { startBrowserMonitoring } from '@/lib/monitoring/browser';
import { publicBuildId } from '@/lib/public-env';
import type { ShellConfig } from './config';

/**
 * The vendor side of the shell, loaded as its own chunk once the page is idle: error reporting
 * first (so it sees what the others report), then the tag manager and feature flags. Each one
 * degrades on its own when its vendor cannot be reached.
 */
export async function startVendors(config: ShellConfig, cookieDomain: string | undefined): Promise<void> {
  await startBrowserMonitoring({
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    maxEvents: config.sentry.maxEvents,
    release: publicBuildId(),
  });
  void startTagManager(config.country, config.gtm);
  const flags = await startFlags({ ...config.kameleoon, country: config.country, cookieDomain });
  // The client's state on <html>, for QA tools and tests: not-ready or ready.
  const mark = () => {
    document.documentElement.dataset.flags = flags.current;
  };
  mark();
  flags.subscribe(mark);
}
