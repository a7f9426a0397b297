import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, compressedBodies, compressSharedPagesOnce } from '@/lib/server/compressed-pages';
import { throughSteps } from '@/lib/server/request-steps';
import { listen, request } from './http-client';

/** The compression Next applies to every response (the `compression` package, bundled in Next). */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
const nextCompression = createRequire(import.meta.url)('next/dist/compiled/compression') as () => Middleware;

const page = `<!DOCTYPE html><html lang="th"><body>${'<a href="/products/lip">ลิปสติก 口紅 — S$35.00</a>\n'.repeat(600)}</body></html>`;
const scripted = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/react.js" async=""></script></head><body>${'<p>口紅</p>'.repeat(300)}</body></html>`;
// The bag as Next streams it: the head of its prerendered shell (no nonce on its tags), then the
// lines. Its policy allows inline scripts with the request's nonce only.
const ownHead =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/react.js" async=""></script>' +
  '</head><body><h1>ตะกร้า</h1>';
const rsc = `0:["$","div",null,{"children":"${'ลิปสติก '.repeat(400)}"}]\n`;
let origin = '';
let server: http.Server;
let releaseSecondPiece: () => void = () => undefined;

type Answer = { status: number; headers: IncomingHttpHeaders; raw: Buffer; text: string };

function decode(encoding: string | undefined, raw: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

async function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { status, headers: answered, body: raw } = await request(`${origin}${pathname}`, headers, method);
  return { status, headers: answered, raw, text: decode(answered['content-encoding'], raw) };
}

/**
 * A streamed page's pieces as the browser decodes them. The page's second piece is written only
 * once its first has arrived, so a first piece held back would time the test out.
 */
function streamedPieces(pathname: string, encoding: 'br' | 'gzip'): Promise<string[]> {
  const pieces: string[] = [];
  return new Promise<string[]>((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
        expect(response.headers['content-encoding']).toBe(encoding);
        const decoded = response.pipe(encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip());
        decoded.on('data', (chunk: Buffer) => {
          pieces.push(chunk.toString('utf8'));
          if (pieces.length === 1) releaseSecondPiece();
        });
        decoded.on('end', () => resolve(pieces));
        decoded.on('error', reject);
      })
      .on('error', reject);
  });
}

/** What Next does with a response: its own compression (gzip) first, then the page as it sends it. */
function next(req: IncomingMessage, res: ServerResponse) {
  nextCompression()(req, res, () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/streamed' || url.pathname === '/cart') {
      // A page rendered for this request: its first piece goes out before the rest is known.
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (url.pathname === '/cart') res.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-bm9uY2U='");
      res.flushHeaders();
      res.write(url.pathname === '/cart' ? ownHead : '<!DOCTYPE html><html><body><h1>ลิปสติก</h1>');
      (res as ServerResponse & { flush?: () => void }).flush?.();
      releaseSecondPiece = () => res.end(`${'<p>口紅</p>'.repeat(300)}</body></html>`);
      return;
    }
    // A page whose policy runs no inline script at all.
    if (url.pathname === '/account/strict') res.setHeader('Content-Security-Policy', "script-src 'self'");
    const [type, body] =
      url.pathname === '/image'
        ? ['image/avif', 'x'.repeat(4096)]
        : url.pathname === '/scripted' || url.pathname === '/account/strict'
          ? ['text/html; charset=utf-8', scripted]
          : url.pathname === '/small'
            ? ['text/html; charset=utf-8', '<p>hi</p>']
            : url.searchParams.has('_rsc')
              ? ['text/x-component', rsc]
              : ['text/html; charset=utf-8', page];
    if (req.headers['if-none-match'] === '"v1"') {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Vary', 'RSC, Next-Router-State-Tree');
    res.setHeader('ETag', '"v1"');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  });
}

beforeAll(async () => {
  server = http.createServer(throughSteps([compressSharedPagesOnce()], next));
  origin = await listen(server);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a shared page is compressed once per version', () => {
  it('answers a browser that accepts Brotli with Brotli, the same bytes every time', async () => {
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const first = await get('/categories/makeup?sort=newest', browser);
    const second = await get('/categories/makeup?sort=newest', browser);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toBe('RSC, Next-Router-State-Tree, Accept-Encoding');
    expect(first.headers['content-length']).toBeUndefined();
    expect(first.text).toBe(page);
    expect(first.raw.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(second.raw.equals(first.raw)).toBe(true);
    expect(first.headers['etag']).toBe('"v1"');
  });

  it('gives a whole HTML page its chunk scripts after its first paint, and no other body', async () => {
    for (const encoding of ['br', 'gzip']) {
      const { text } = await get('/scripted', { 'Accept-Encoding': encoding });
      expect(text).not.toContain('<script src="/_next/static/chunks/react.js" async=""></script>');
      expect(text).toContain('["/_next/static/chunks/react.js"]');
      expect(text).toContain('<p>口紅</p>');
    }
    const rscAnswer = await get('/lips?_rsc=1', { 'Accept-Encoding': 'br' });
    expect(rscAnswer.text).toBe(rsc);
  });

  it('keeps the compressed bytes of a body: the same page is not compressed again', () => {
    const once = compressedBodies('br');
    const made = once(page);
    // An equal string read afresh (as from the shared cache) finds the same bytes.
    expect(once(`${page}`.slice(0))).toBe(made);
    expect(once(page.replace('S$35.00', 'S$36.00'))).not.toBe(made);
  });

  it('answers gzip where Brotli is not accepted, and the page as it is where nothing is', async () => {
    const gzip = await get('/brands/armani-beauty', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(page);
    const plain = await get('/brands/armani-beauty');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    expect(plain.text).toBe(page);
  });

  it("compresses a page's RSC payload for client navigation too", async () => {
    const answer = await get('/products/lip?_rsc=1x2y', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.text).toBe(rsc);
  });

  it('sends a page rendered for the request in pieces, each piece as soon as it is written', async () => {
    const pieces = await streamedPieces('/streamed', 'br');
    const text = pieces.join('');
    expect(pieces[0]).toBe('<!DOCTYPE html><html><body><h1>ลิปสติก</h1>');
    expect(text).toBe(`<!DOCTYPE html><html><body><h1>ลิปสติก</h1>${'<p>口紅</p>'.repeat(300)}</body></html>`);
  });

  it('leaves alone what compression does not help: images, small bodies, 304s and HEAD', async () => {
    const image = await get('/image', { 'Accept-Encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.raw.length).toBe(4096);
    const small = await get('/small', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.text).toBe('<p>hi</p>');
    const unchanged = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': '"v1"' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.raw.length).toBe(0);
    const head = await get('/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
  });

  it('gives a page rendered for one request its chunk scripts after its first paint, as it streams', async () => {
    const pieces = await streamedPieces('/cart', 'gzip');
    // The head and the start of the body went out before the rest was written.
    expect(pieces[0]).toBe('<!DOCTYPE html><html><head></head><body><h1>ตะกร้า</h1>');
    const text = pieces.join('');
    expect(text).not.toContain('<script src="/_next/static/chunks/react.js"');
    expect(text).toMatch(
      /<p>口紅<\/p><script nonce="bm9uY2U=">\(function\(s\)[\s\S]*"\/_next\/static\/chunks\/react\.js"[\s\S]*<\/script><\/body><\/html>$/,
    );
  });

  it('leaves the chunk scripts where they are on a page whose policy would refuse the loader', async () => {
    const { headers, text } = await get('/account/strict', { 'Accept-Encoding': 'br' });
    expect(headers['content-encoding']).toBe('br');
    expect(text).toBe(scripted);
  });

  it("compresses a member's pages and the bag here too, and leaves the API and the build's files to Next", async () => {
    for (const path of ['/account', '/orders/A1', '/sandbox']) {
      const answer = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.text, path).toBe(page);
    }
    for (const path of ['/api/web/v1/products', '/_next/data/x.json']) {
      const answer = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answer.headers['content-encoding'], path).toBe('gzip');
      expect(answer.text, path).toBe(page);
    }
  });
});

describe('the encoding a request accepts', () => {
  it('prefers Brotli, then gzip, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
