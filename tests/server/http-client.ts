import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer as it came over the wire: the body's bytes, not decoded. */
export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request with Node's own client, which sends only the headers given (no `Accept-Encoding`). */
export function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Starts `server` on a free loopback port; answers its origin. */
export async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
