import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../scripts/lib/precompress.mjs';
import { throughSteps } from '@/lib/server/request-steps';
import { sendBuiltAssetsCompressed } from '@/lib/server/static-assets';
import { listen, request } from './http-client';

const dir = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
const script = `//# allFunctionsCalledOnLoad\n${'globalThis.tile = "ลิปสติก 口紅 — S$35.00";\n'.repeat(400)}`;
const style = `.tile{color:#111}\n`.repeat(200);
let origin = '';
let server: http.Server;

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return request(`${origin}${pathname}`, headers, method);
}

beforeAll(async () => {
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  writeFileSync(path.join(dir, 'chunks/page.js'), script);
  writeFileSync(path.join(dir, 'chunks/page.css'), style);
  writeFileSync(path.join(dir, 'chunks/tiny.js'), 'globalThis.t=1;');
  writeFileSync(path.join(dir, 'media/font.woff2'), Buffer.alloc(4096, 7));
  await precompressAssets(dir);
  // What Next would answer: everything the assets leave to it.
  server = http.createServer(
    throughSteps([sendBuiltAssetsCompressed(dir)], (request, response) => {
      response.statusCode = 418;
      response.end(`next: ${request.method} ${request.url}`);
    }),
  );
  origin = await listen(server);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the build compresses its browser assets once', () => {
  it('writes gzip and Brotli copies of scripts and stylesheets, not of small files or fonts', () => {
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'chunks/page.js.gz'))).toString()).toBe(script);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'chunks/page.css.br'))).toString()).toBe(style);
    expect(existsSync(path.join(dir, 'chunks/tiny.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'media/font.woff2.br'))).toBe(false);
  });

  it('compresses nothing again when the copies are current', async () => {
    expect(await precompressAssets(dir)).toBe(0);
  });
});

describe('the server sends the copy the browser accepts', () => {
  it('Brotli to a browser that accepts it, with the headers Next sends for a built asset', async () => {
    const answer = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('gzip to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/_next/static/chunks/page.css', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(style);
    const plain = await get('/_next/static/chunks/page.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(style);
    expect(plain.headers['content-type']).toMatch(/^text\/css/);
  });

  it('answers a request for what the browser has with 304', async () => {
    const first = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/page.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends headers without a body to HEAD', async () => {
    const answer = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.length).toBe(0);
  });

  it('leaves everything else to Next', async () => {
    for (const pathname of [
      '/_next/static/chunks/tiny.js',
      '/_next/static/media/font.woff2',
      '/_next/static/chunks/missing.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/products/page.js',
    ]) {
      const answer = await get(pathname, { 'accept-encoding': 'gzip, br' });
      expect(answer.status, pathname).toBe(418);
    }
    const post = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'gzip' }, 'POST');
    expect(post.status).toBe(418);
    expect(post.body.toString()).toBe('next: POST /_next/static/chunks/page.js');
  });
});
