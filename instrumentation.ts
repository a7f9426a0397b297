import type { Instrumentation } from 'next';
import { integrationsEnv } from '@/lib/env';

/**
 * What the proxy reads from memory, kept fresh in this process: the site index of unknown slugs
 * and whether the API can be reached. A shared page's document is routed before Next, without
 * the proxy's adapter (lib/server/routed-pages). Whole pages are sent as bytes (lib/server/whole-responses),
 * compressed once per version (lib/server/compressed-pages), the build's browser assets as the
 * build compressed them (lib/server/static-assets), and the API's artwork from memory for as long as
 * the API allows (lib/server/kept-media).
 * Then server and edge error reporting, started only when a DSN is configured (else nothing is
 * loaded).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const [
      { routeSharedPagesBeforeNext },
      { startSiteIndexRefresh },
      { startApiHealthProbe },
      { sendLongBodiesAsBytes },
      { sendBuiltAssetsCompressed },
      { compressSharedPagesOnce },
      { keepApiMedia },
      { refuseUnreadableRequests },
    ] = await Promise.all([
      import('@/lib/server/routed-pages'),
      import('@/lib/api/site-index'),
      import('@/lib/api/api-health'),
      import('@/lib/server/whole-responses'),
      import('@/lib/server/static-assets'),
      import('@/lib/server/compressed-pages'),
      import('@/lib/server/kept-media'),
      import('@/lib/server/request-guard'),
    ]);
    // Installed first, so that it runs after the other hooks: they see the public address.
    routeSharedPagesBeforeNext({ route: process.env.NODE_ENV === 'production' });
    sendLongBodiesAsBytes();
    // A build's assets, cached pages and the API's artwork keep their bytes; in development nothing does.
    if (process.env.NODE_ENV === 'production') {
      sendBuiltAssetsCompressed();
      compressSharedPagesOnce();
      keepApiMedia();
    }
    // Installed last, so that it runs first: what Next cannot read never reaches the other hooks.
    refuseUnreadableRequests();
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
