// The e2e journeys' mail server: the e2e API sends its mails here over SMTP (SMTP_HOST, SMTP_PORT),
// and the journeys read them back over HTTP: GET /mail?to=<address> answers the mails to that
// address, newest first; GET /health answers 200 once both ports listen. Loopback only.
//   node_modules/.bin/tsx scripts/mail-catcher.ts <smtp port> <http port>
import { createServer } from 'node:http';
import { startMailCatcher } from './lib/mail-catcher';

// Not top-level await: tsx loads this file as CommonJS, the package having no "type": "module".
async function main(): Promise<void> {
  const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
  if (!smtpPort || !httpPort) {
    console.error('usage: tsx scripts/mail-catcher.ts <smtp port> <http port>');
    process.exit(2);
  }
  const catcher = await startMailCatcher({ port: smtpPort });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    if (request.method === 'GET' && url.pathname === '/mail' && to) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ data: catcher.mailsTo(to) }));
      return;
    }
    const health = request.method === 'GET' && url.pathname === '/health';
    response.writeHead(health ? 200 : 404, { 'Content-Type': 'text/plain' });
    response.end(health ? 'ok' : 'not found');
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  console.log(`[mail-catcher] SMTP on 127.0.0.1:${catcher.port}, mails on http://127.0.0.1:${httpPort}/mail?to=`);

  const stop = () => {
    http.close();
    void catcher.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[mail-catcher] failed to start', error);
  process.exit(1);
});
