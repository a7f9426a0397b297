/**
 * The storefront's server: every step a request takes before Next, in the order it runs.
 * `npm start`, `npm run dev`, the e2e journeys and the bench all run this file, so development and
 * production take the same path (docs/architecture.md, "How a request flows"; docs/deploying.md says
 * which steps a reverse proxy in front may take over).
 *
 *   node_modules/.bin/tsx --tsconfig tsconfig.server.json server.ts [--dev] [-p 3000] [-H host]
 *     [--keepAliveTimeout ms]
 */
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
});
const dev = values.dev;
const port = Number(values.port);
// Set before Next and the steps are loaded: they read it once.
(process.env as Record<string, string>).NODE_ENV = dev ? 'development' : 'production';

async function main() {
  const [
    { default: next },
    { serveThroughSteps },
    { refuseUnreadableRequests },
    { sendBuiltAssetsCompressed },
    { keepApiMedia },
    { sendLongBodiesAsBytes },
    { compressSharedPagesOnce },
    { routeSharedPagesBeforeNext },
  ] = await Promise.all([
    import('next'),
    import('@/lib/server/request-steps'),
    import('@/lib/server/request-guard'),
    import('@/lib/server/static-assets'),
    import('@/lib/server/kept-media'),
    import('@/lib/server/whole-responses'),
    import('@/lib/server/compressed-pages'),
    import('@/lib/server/routed-pages'),
  ]);

  const app = next({ dev, hostname: values.hostname ?? 'localhost', port });
  // Made before Next prepares: its instrumentation checks that the steps are there.
  const server = http.createServer(
    serveThroughSteps(
      [
        // What Next cannot read is refused with a 4xx; nothing after sees it.
        refuseUnreadableRequests(),
        // The build's hashed assets, from the compressed copies the build wrote.
        sendBuiltAssetsCompressed(),
        // The API's artwork, from memory for as long as the API allows.
        keepApiMedia(),
        // A long page body goes out as bytes, kept for the next answer.
        sendLongBodiesAsBytes(),
        // A page's answer, compressed here, once per version for a shared page.
        compressSharedPagesOnce(),
        // A shared page's document, routed as the proxy would, which Next then skips for it.
        routeSharedPagesBeforeNext({ dev }),
      ],
      (req, res) => void handle(req, res),
    ),
  );
  await app.prepare();
  const handle = app.getRequestHandler();
  // A balancer that reuses a kept-alive connection just as the node drops it gets an error, and it
  // never sends a POST again: the shopper's write fails with a 502. Idle connections stay open longer
  // than balancers keep theirs (nginx: 60 s), so the balancer is always the one that closes.
  server.keepAliveTimeout = values.keepAliveTimeout ? Number(values.keepAliveTimeout) : 65_000;
  server.headersTimeout = server.keepAliveTimeout + 1_000;
  server.listen(port, values.hostname, () => {
    console.log(
      `storefront listening on http://${values.hostname ?? 'localhost'}:${port}${dev ? ' (development)' : ''}`,
    );
  });

  const stop = () => {
    // Within 3 s whatever is still open (kept-alive sockets, a shared cache that no longer answers)
    // does not hold the process: a supervisor's SIGKILL would otherwise leave it behind tsx.
    setTimeout(() => process.exit(0), 3000).unref();
    server.close();
    void app.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
