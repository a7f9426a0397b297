import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { type Body, recentBodies } from '@/lib/server/recent-bodies';
import { isNoncePath } from '@/lib/routing/protected-paths';
import type { RequestStep } from '@/lib/server/request-steps';
import {
  inlineScriptNonce,
  scriptDeferral,
  scriptsAfterFirstPaint,
  type ScriptDeferral,
} from '@/lib/server/scripts-after-first-paint';

/**
 * The pages served from the shared cache are compressed once per version, not once per response;
 * the pages rendered per request are compressed here too, so that their HTML can be rewritten.
 *
 * Next compresses every response again (gzip, level 6): about 1.9 ms of the server's one thread
 * for home's 174 kB of HTML, more than half of what the cached page costs to send. A cached page
 * is the same string for every request until it changes, so its compressed bytes are kept and
 * sent again (`recentBodies`), as Brotli when the browser accepts it (17 kB for home against
 * gzip's 21 kB), else gzip.
 *
 * Only a `GET` of a page is taken (not `/api/` or `/_next/`). Its `Accept-Encoding` is set aside
 * before Next sees the request, so Next leaves the body alone, and is answered here:
 * - a whole body (`Content-Length` known when the headers are written, then one `end(body)`) is
 *   compressed in one go: once and kept for a page every shopper shares, every time for a path
 *   rendered per request (a member's pages, the bag, the QA and preview surfaces), whose every
 *   answer differs;
 * - a streamed body (a page rendered for this request) is compressed as it goes, each chunk
 *   flushed at once so that the page still arrives in pieces;
 * - an HTML page, whole or streamed, gets its chunk scripts after its first paint
 *   (lib/server/scripts-after-first-paint) on the way;
 * - bodies that compression does not help (images, small or empty bodies, 304s) go as they came.
 *
 * A step of the request path (server.ts), in development as in production.
 */
export type Encoding = 'br' | 'gzip';

/** Below this, compression saves less than its headers and its work cost. */
export const MIN_COMPRESSED_BYTES = 1024;
/** How many compressed bodies are kept per encoding, and how much memory they hold in all. */
export const KEPT_COMPRESSED = 64;
export const KEPT_COMPRESSED_BYTES = 32 * 1024 * 1024;

const COMPRESSIBLE =
  /^\s*(?:text\/|application\/(?:json|xml|javascript|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/i;

/** The encoding to answer with: Brotli, else gzip, among those the request accepts (q > 0). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  const weightOf = (name: Encoding) => accepted.get(name) ?? wildcard;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

function brotliOptions(quality: number, sizeHint = 0): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
    },
  };
}

/**
 * A body's compressed bytes. Brotli at quality 6: a few milliseconds once per body kept, for bytes
 * close to what its slowest settings give.
 */
export function compress(encoding: Encoding, body: Body): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptions(6, Buffer.byteLength(body)))
    : zlib.gzipSync(body, { level: 9 });
}

/** Whether a response of this `Content-Type` gains from compression (text, JSON, SVG…). */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

const decoder = new TextDecoder();
const textOf = (body: Body) => (typeof body === 'string' ? body : decoder.decode(body));

/**
 * A body's compressed bytes, made once for the bodies sent most recently. An HTML page's
 * (`html`) are those of the page with its chunk scripts after its first paint.
 */
export function compressedBodies(encoding: Encoding, { html = false } = {}): (body: Body) => Buffer {
  const limits = { count: KEPT_COMPRESSED, bytes: KEPT_COMPRESSED_BYTES };
  if (!html) return recentBodies((body) => compress(encoding, body), limits);
  return recentBodies((body) => compress(encoding, scriptsAfterFirstPaint(textOf(body))), limits);
}

interface Compressors {
  /** An HTML page's bytes with its chunk scripts after its first paint, its loader under `nonce`. */
  html: (body: Body, nonce: string | undefined) => Buffer;
  other: (body: Body) => Buffer;
}

/** An HTML page's bytes made afresh: a page rendered for one request, its nonce its own. */
function htmlOnce(encoding: Encoding): Compressors['html'] {
  return (body, nonce) => compress(encoding, scriptsAfterFirstPaint(textOf(body), nonce));
}

/** A compressor for a body sent in pieces: faster settings, and every piece flushed as it comes. */
function streamCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions(4)) : zlib.createGzip();
}

/**
 * Which of the request's answers this module compresses: a shared page's (`shared`, its bodies
 * kept), a page's rendered per request (`own`), or none (not a page, or not fetched by GET).
 */
function pageKind(req: IncomingMessage): 'shared' | 'own' | null {
  const url = req.url ?? '/';
  if (req.method !== 'GET' || !url.startsWith('/') || url.startsWith('/_next/') || url.startsWith('/api/')) {
    return null;
  }
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return isNoncePath(pathname) ? 'own' : 'shared';
}

/** A page's own bytes, compressed in one go and not kept: nobody else is sent them. */
function compressorsOnce(encoding: Encoding): Compressors {
  return { html: htmlOnce(encoding), other: (body) => compress(encoding, body) };
}

/** A shared page's bytes, kept; a page with a nonce of its own (none is shared) is made afresh. */
function compressorsKept(encoding: Encoding): Compressors {
  const kept = compressedBodies(encoding, { html: true });
  const fresh = htmlOnce(encoding);
  return {
    html: (body, nonce) => (nonce === undefined ? kept(body) : fresh(body, nonce)),
    other: compressedBodies(encoding),
  };
}

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type WriteHead = ServerResponse['writeHead'];

function addVary(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  const values = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(values)) return;
  res.setHeader('Vary', values.trim() ? `${values}, Accept-Encoding` : 'Accept-Encoding');
}

/** Takes over the compression of one response, in `encoding`. */
function compressResponse(res: ServerResponse, encoding: Encoding, compressors: Compressors): void {
  const write = res.write;
  const end = res.end;
  const writeHead = res.writeHead;
  let mode: 'undecided' | 'none' | 'whole' | 'stream' = 'undecided';
  let stream: zlib.BrotliCompress | zlib.Gzip | null = null;
  let once = compressors.other;
  // An HTML page is rewritten: whole, or as it goes, its bytes decoded across the pieces.
  let html: { decoder: TextDecoder; deferral: ScriptDeferral } | null = null;
  const rewritten = (piece: Uint8Array | undefined, last: boolean): Uint8Array => {
    if (!html) return piece ?? new Uint8Array(0);
    const text = html.deferral.push(html.decoder.decode(piece, { stream: !last }));
    return Buffer.from(last ? text + html.deferral.end() : text);
  };

  const compressor = () => {
    if (stream) return stream;
    const made = streamCompressor(encoding);
    made.on('data', (chunk: Buffer) => Reflect.apply(write, res, [chunk]));
    made.on('error', (error) => res.destroy(error));
    stream = made;
    return made;
  };

  res.writeHead = function writeHeadCompressed(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (mode === 'undecided') {
      mode = 'none';
      const type = String(this.getHeader('Content-Type') ?? '');
      const length = this.getHeader('Content-Length');
      const headersGiven = rest.some((argument) => typeof argument === 'object' && argument !== null);
      const hasBody = statusCode >= 200 && statusCode !== 204 && statusCode !== 304;
      if (
        hasBody &&
        !headersGiven &&
        !this.getHeader('Content-Encoding') &&
        isCompressible(type) &&
        (length === undefined || Number(length) >= MIN_COMPRESSED_BYTES)
      ) {
        mode = length === undefined ? 'stream' : 'whole';
        // Only where the page's policy lets the loader run inline (with the page's nonce, if any).
        const inline = /^\s*text\/html/i.test(type)
          ? inlineScriptNonce(this.getHeader('Content-Security-Policy')?.toString())
          : null;
        if (inline) {
          once = (body) => compressors.html(body, inline.nonce);
          html = { decoder: new TextDecoder(), deferral: scriptDeferral(inline.nonce) };
        }
        this.removeHeader('Content-Length');
        this.setHeader('Content-Encoding', encoding);
        addVary(this);
      }
    }
    return Reflect.apply(writeHead, this, [statusCode, ...rest]) as ServerResponse;
  } as WriteHead;

  res.write = function writeCompressed(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!this.headersSent && mode === 'undecided') this.writeHead(this.statusCode);
    if (mode === 'none' || mode === 'undecided') return Reflect.apply(write, this, [chunk, ...rest]) as boolean;
    // A body whose length was given, written in pieces after all: compressed as a stream.
    mode = 'stream';
    const callback = rest.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    const textEncoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8';
    const piece = typeof chunk === 'string' ? Buffer.from(chunk, textEncoding) : (chunk as Uint8Array);
    const target = compressor();
    target.write(rewritten(piece, false));
    target.flush(() => callback?.());
    return true;
  } as Write;

  res.end = function endCompressed(this: ServerResponse, ...args: unknown[]) {
    const callback = args.find((argument) => typeof argument === 'function') as (() => void) | undefined;
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (!this.headersSent && mode === 'undecided') {
      if (chunk !== undefined && chunk !== null && !this.getHeader('Content-Length')) {
        const text = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : 'utf8';
        const size = typeof chunk === 'string' ? Buffer.byteLength(chunk, text) : (chunk as Uint8Array).byteLength;
        this.setHeader('Content-Length', size);
      }
      this.writeHead(this.statusCode);
    }
    if (mode === 'none' || mode === 'undecided') return Reflect.apply(end, this, args) as ServerResponse;
    const textEncoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : 'utf8';
    if (mode === 'whole') {
      const body =
        chunk === undefined || chunk === null
          ? ''
          : typeof chunk === 'string' && textEncoding !== 'utf8' && textEncoding !== 'utf-8'
            ? Buffer.from(chunk, textEncoding)
            : (chunk as Body);
      return Reflect.apply(end, this, [once(body), callback]) as ServerResponse;
    }
    const target = compressor();
    target.once('end', () => Reflect.apply(end, res, callback ? [callback] : []));
    const last =
      chunk === undefined || chunk === null
        ? undefined
        : typeof chunk === 'string'
          ? Buffer.from(chunk, textEncoding)
          : (chunk as Uint8Array);
    target.end(rewritten(last, true));
    return this;
  } as End;
}

/** The step: a page's answer, compressed here in the encoding its request accepts. */
export function compressSharedPagesOnce(): RequestStep {
  const compressors: Record<Encoding, Compressors> = { br: compressorsKept('br'), gzip: compressorsKept('gzip') };
  const own: Record<Encoding, Compressors> = { br: compressorsOnce('br'), gzip: compressorsOnce('gzip') };
  return (req, res) => {
    const kind = pageKind(req);
    const encoding = kind ? chooseEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      // Next compresses only what a request accepts: with nothing accepted, it leaves the body here.
      delete req.headers['accept-encoding'];
      compressResponse(res, encoding, (kind === 'shared' ? compressors : own)[encoding]);
    }
    return false;
  };
}
