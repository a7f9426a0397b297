import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '@/lib/security-headers';
import type { RequestStep } from '@/lib/server/request-steps';

/**
 * Requests Next cannot read are refused with a 4xx before it sees them. Next answers each of
 * these with a 500 and a stack in the log: a request target that is not a path (`OPTIONS *`), a
 * path that is not valid percent-encoding (its catch-all routes decode their segments and throw,
 * the forwarder's among them), and a page's body over Next's own server-action limit (1 MB, which
 * it reports as an error). Pages take bodies only from server actions — the forms, with or
 * without JavaScript — and none of those comes near the limit here, the forwarder's and the API's.
 */
/** The same as the forwarder's (`MAX_FORWARDED_BODY_BYTES`) and the API's. */
export const MAX_PAGE_BODY_BYTES = 64 * 1024;

export interface Refusal {
  status: 400 | 411 | 413;
  code: 'bad_request' | 'length_required' | 'payload_too_large';
  message: string;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function validPercentEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Why the request is refused before Next, or null to hand it on. */
export function requestRefusal(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): Refusal | null {
  const url = req.url ?? '';
  if (!url.startsWith('/')) {
    return { status: 400, code: 'bad_request', message: 'Invalid request: the request target is not a path.' };
  }
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!validPercentEncoding(path)) {
    return { status: 400, code: 'bad_request', message: 'Invalid request: the address is not valid percent-encoding.' };
  }
  // The API's routes read their own bodies, within the forwarder's limit (lib/api-forward.ts).
  if (BODYLESS_METHODS.has(req.method ?? 'GET') || path === '/api' || path.startsWith('/api/')) return null;
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    // A streamed body could be any size, and no browser streams a form.
    return req.headers['transfer-encoding'] === undefined
      ? null
      : { status: 411, code: 'length_required', message: 'Length required.' };
  }
  if (!/^\d{1,15}$/.test(declared) || Number(declared) > MAX_PAGE_BODY_BYTES) {
    return { status: 413, code: 'payload_too_large', message: 'Payload too large.' };
  }
  return null;
}

function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  const api = (req.url ?? '').startsWith('/api/');
  const body = api
    ? JSON.stringify({ error: { code: refusal.code, message: refusal.message } })
    : `${refusal.message}\n`;
  for (const { key, value } of securityHeaders()) res.setHeader(key, value);
  res.setHeader('Content-Type', api ? 'application/json' : 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  // The body was not read: the connection cannot carry another request after this answer.
  if (refusal.status !== 400) res.setHeader('Connection', 'close');
  res.statusCode = refusal.status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The request path's first step (server.ts): what Next cannot read never reaches the others. */
export function refuseUnreadableRequests(): RequestStep {
  return (req, res) => {
    const refusal = requestRefusal(req);
    if (!refusal) return false;
    refuse(req, res, refusal);
    return true;
  };
}
