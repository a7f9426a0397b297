import type { Instrumentation } from 'next';
import { integrationsEnv } from '@/lib/env';

/**
 * The site index of unknown slugs (kept fresh in this process, read by the proxy), and server and
 * edge error reporting, started only when a DSN is configured (else nothing is loaded).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startSiteIndexRefresh } = await import('@/lib/api/site-index');
    startSiteIndexRefresh();
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
