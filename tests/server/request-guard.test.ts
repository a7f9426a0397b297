import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_BODY_BYTES, refuseUnreadableRequests, requestRefusal } from '@/lib/server/request-guard';
import { throughSteps } from '@/lib/server/request-steps';
import { listen } from './http-client';

/*
 * What Next cannot read is answered 4xx before it sees it (Next would answer 500 with a stack in
 * the log): a request target that is not a path, a path that is not percent-encoding, a page body
 * over the limit. Asked of a real server, whose listener stands in for Next.
 */

let server: http.Server;
let port = 0;
const reached: string[] = [];

beforeAll(async () => {
  server = http.createServer(
    throughSteps([refuseUnreadableRequests()], (req, res) => {
      reached.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => res.end('next'));
    }),
  );
  port = Number(new URL(await listen(server)).port);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One raw HTTP/1.1 request, written as given: the status line of the answer. */
function raw(head: string, body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.end(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n${body}`),
    );
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('requests Next cannot read', () => {
  it('refuses a request target that is not a path', async () => {
    expect(await raw('OPTIONS * HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(requestRefusal({ method: 'GET', url: 'http://localhost/x', headers: {} })?.status).toBe(400);
  });

  it('refuses a path that is not percent-encoding, under the API and on pages', async () => {
    for (const path of [
      '/api/web/v1/%',
      '/api/web/v1/products/%E0%A4%A',
      '/api/web/v1/brands/%zz',
      '/api/web/v1/%C0%AF',
      '/products/%',
      '/sg/en/categories/%FF',
    ]) {
      expect(await raw(`GET ${path} HTTP/1.1`), path).toBe('HTTP/1.1 400 Bad Request');
    }
    expect(reached.filter((line) => line.includes('%'))).toEqual([]);
  });

  it('hands on every readable request, encoded or not', async () => {
    for (const path of [
      '/api/web/v1/products/%E2%9C%93',
      '/search?q=%',
      '/search?q=%00',
      '/products/lip%20gloss',
      '/',
    ]) {
      expect(await raw(`GET ${path} HTTP/1.1`), path).toBe('HTTP/1.1 200 OK');
    }
  });

  it('refuses a page body over the limit, declared or streamed, and reads one at the limit', async () => {
    const over = MAX_PAGE_BODY_BYTES + 1;
    expect(await raw(`POST /sign_in HTTP/1.1\r\nNext-Action: abc\r\nContent-Length: ${over}`)).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
    expect(await raw(`POST /cart HTTP/1.1\r\nContent-Length: ${2 * 1024 * 1024}`)).toBe(
      'HTTP/1.1 413 Payload Too Large',
    );
    expect(await raw('POST /sign_in HTTP/1.1\r\nTransfer-Encoding: chunked', '5\r\nhello\r\n0\r\n\r\n')).toBe(
      'HTTP/1.1 411 Length Required',
    );
    const body = 'x'.repeat(MAX_PAGE_BODY_BYTES);
    expect(await raw(`POST /sign_in HTTP/1.1\r\nContent-Length: ${body.length}`, body)).toBe('HTTP/1.1 200 OK');
  });

  it('leaves the API’s bodies to the forwarder, which has its own limit', () => {
    expect(
      requestRefusal({ method: 'POST', url: '/api/web/v1/cart/line-items', headers: { 'content-length': '999999' } }),
    ).toBeNull();
  });
});
