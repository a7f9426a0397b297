import { ApiError } from '@/lib/api/errors';

const SCHEME = /^[a-z][a-z\d+\-.]*:/i;

function refuse(path: string, reason: string): never {
  throw new ApiError({ kind: 'invalid_request', status: 0, code: 'invalid_path', message: `${reason}: ${path}`, path });
}

/**
 * Turns a path relative to /api/web/v1 into the form the client sends: no leading or trailing
 * slashes (trims trailing slashes). Absolute and protocol-relative URLs are refused, so a
 * caller can never point the client (and the member's token) at another host.
 */
export function normalizePath(path: string): string {
  const trimmed = path.trim();
  if (SCHEME.test(trimmed) || trimmed.startsWith('//') || trimmed.includes('\\')) {
    refuse(path, 'Absolute URLs are not allowed');
  }
  const queryAt = trimmed.search(/[?#]/);
  const pathname = queryAt === -1 ? trimmed : trimmed.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : trimmed.slice(queryAt);
  const clean = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (clean.split('/').some((segment) => segment === '..' || segment === '.')) {
    refuse(path, 'Dot segments are not allowed');
  }
  return `${clean}${rest}`;
}

export type PathParam = string | number;

/** Encodes one path parameter so it stays inside its segment (`a/b` → `a%2Fb`). */
export function encodePathParam(value: PathParam): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new ApiError({
      kind: 'invalid_request',
      status: 0,
      code: 'invalid_path_param',
      message: `Invalid path parameter: "${text}"`,
    });
  }
  return encodeURIComponent(text);
}

/**
 * Tagged template for API paths with encoded parameters:
 * apiPath`orders/${id}/confirmation` → `orders/A%2F1/confirmation`.
 */
export function apiPath(strings: TemplateStringsArray, ...params: PathParam[]): string {
  return strings.reduce((out, part, i) => {
    const param = params[i - 1];
    return i === 0 ? part : `${out}${encodePathParam(param as PathParam)}${part}`;
  }, '');
}

/** `collection/id` with the id encoded. */
export function memberPath(collection: string, id: PathParam): string {
  return `${collection.replace(/\/+$/, '')}/${encodePathParam(id)}`;
}
