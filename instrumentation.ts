import type { Instrumentation } from 'next';
import { integrationsEnv } from '@/lib/env';

/**
 * A storefront process is started by server.ts, whose steps every request takes before Next: a
 * bare `next start` stops here. Then what the proxy reads from memory, kept fresh in this process:
 * the site index of unknown slugs and whether the API can be reached.
 * Then server and edge error reporting, started only when a DSN is configured (else nothing is
 * loaded).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const [{ requestPathInstalled }, { startSiteIndexRefresh }, { startApiHealthProbe }] = await Promise.all([
      import('@/lib/server/request-steps'),
      import('@/lib/api/site-index'),
      import('@/lib/api/api-health'),
    ]);
    if (!requestPathInstalled()) {
      console.error('Start the storefront with server.ts (npm start, npm run dev): see docs/deploying.md.');
      process.exit(1);
    }
    startSiteIndexRefresh();
    startApiHealthProbe();
  }
  if (!integrationsEnv().sentry.serverDsn) return;
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!integrationsEnv().sentry.serverDsn) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
