import * as Sentry from '@sentry/nextjs';
import { integrationsEnv } from '@/lib/env';
import { createBeforeSend } from '@/lib/monitoring/before-send';

// Loaded by instrumentation.ts only when a DSN is configured.
const { sentry } = integrationsEnv();

Sentry.init({
  dsn: sentry.serverDsn,
  environment: sentry.environment,
  // No user details, cookies, headers or bodies are collected at all; beforeSend scrubs the rest.
  dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], stackFrameVariables: false },
  tracesSampleRate: 0,
  beforeSend: createBeforeSend(),
});
