import { serve } from '@hono/node-server';
import { API_BASE_PATH, createApp } from '@/backend/app';
import { createDb } from '@/backend/db/client';
import { prepareDatabase } from '@/backend/seed/prepare';
import { getEnv } from '@/backend/env';
import { startMailSender } from '@/backend/mail';

async function main(): Promise<void> {
  const env = getEnv();
  const handle = createDb(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: env.dataDir });
  await prepareDatabase(handle.db);
  const app = createApp({ db: handle.db, env });
  // Delivers the outbox beside the API; any number of API processes may each run one.
  const mail = startMailSender(handle.db, env);

  const server = serve({ fetch: app.fetch, port: env.apiPort, hostname: env.apiHost }, (info) => {
    console.log(
      `[backend] listening on http://${env.apiHost}:${info.port}${API_BASE_PATH} (${handle.kind}; sandbox ${env.sandboxEnabled ? 'ON, behind X-QA-Token' : 'off'})`,
    );
  });

  // A client that reuses a kept-alive connection just as the server drops it sees the request fail
  // (ECONNRESET). Keep idle connections longer than clients and load balancers do (they commonly
  // drop theirs after 60 s), so that the client is always the one that closes.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `[backend] port ${env.apiPort} is already in use (set API_PORT)`
        : `[backend] server error: ${error.message}`,
    );
    void mail
      .stop()
      .then(() => handle.close())
      .finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[backend] ${signal}: stopping`);
    const timer = setTimeout(() => process.exit(1), 5000);
    timer.unref();
    server.close(() => {
      mail
        .stop()
        .then(() => handle.close())
        .then(() => {
          console.log('[backend] stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error('[backend] failed to close the database', error);
          process.exit(1);
        });
    });
    // Idle keep-alive connections would otherwise hold the close open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[backend] failed to start', error);
  process.exit(1);
});
