import { createBeforeSend } from './before-send';
import { connectMonitoring, disableMonitoring, type ReportContext } from './index';
import { clampMaxEvents, SessionBudget } from './limits';

export interface BrowserMonitoringConfig {
  dsn?: string;
  environment: string;
  maxEvents: number;
  release?: string;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Loads and starts the error-reporting SDK in the browser. Called once the page is idle; the SDK
 * is its own chunk, so it never weighs on the first load. Without a DSN it is not even loaded.
 */
export async function startBrowserMonitoring(config: BrowserMonitoringConfig): Promise<boolean> {
  if (!config.dsn) {
    disableMonitoring();
    return false;
  }
  try {
    const Sentry = await import('@sentry/nextjs');
    const budget = new SessionBudget(clampMaxEvents(config.maxEvents), sessionStore());
    Sentry.init({
      dsn: config.dsn,
      environment: config.environment,
      release: config.release,
      // No user details, cookies, headers or bodies are collected at all; beforeSend scrubs the rest.
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        stackFrameVariables: false,
      },
      tracesSampleRate: 0,
      // Breadcrumbs of clicks and console lines can carry typed values; errors are enough here.
      maxBreadcrumbs: 20,
      beforeSend: createBeforeSend({ budget }),
      beforeBreadcrumb: (crumb) => (crumb.category === 'console' ? null : crumb),
    });
    const scope = (context: ReportContext) => ({
      level: context.level,
      tags: context.source ? { source: context.source } : undefined,
      extra: context.extra,
    });
    connectMonitoring({
      captureException: (error, context) => Sentry.captureException(error, scope(context)),
      captureMessage: (message, context) => Sentry.captureMessage(message, scope(context)),
    });
    return true;
  } catch {
    // The SDK chunk itself could not be loaded: the store carries on without reporting.
    disableMonitoring();
    return false;
  }
}
