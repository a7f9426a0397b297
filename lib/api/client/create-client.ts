import type { AxiosError, AxiosInstance, AxiosResponse } from 'axios';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse } from '@/lib/api/errors';
import type { CountryCode, Language } from '@/lib/site';
import type { AuthStrategy, RefreshCall } from './auth';
import { createBrowserAuth } from './browser-auth';
import { requiredHeaders } from './headers';
import { normalizePath } from './path';

export const API_PREFIX = '/api/web/v1';
export const DEFAULT_TIMEOUT_MS = 15_000;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<T> {
  method: HttpMethod;
  /** Relative to /api/web/v1; build it with `apiPath` when it holds parameters. */
  path: string;
  /** The contract schema of the answer; the answer is parsed with it. */
  schema: z.ZodType<T>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 may trigger the token refresh (default true). Off for calls where a 401 is
   * the answer itself, such as a wrong password on sign-in.
   */
  refreshOnUnauthorized?: boolean;
}

/** One client per country × language (and per request on the server, per tab in the browser). */
export interface ApiClient {
  readonly country: CountryCode;
  readonly lang: Language;
  readonly target: 'browser' | 'server';
  request<T>(options: RequestOptions<T>): Promise<T>;
}

export interface CreateApiClientOptions {
  country: CountryCode;
  lang: Language;
  /**
   * Defaults to same-origin /api/web/v1 in the browser. Required on the server, where it is
   * `serverBaseURL()` (lib/api/server-origin.ts): this module is in the browser's bundle too, so it
   * never reads the server's settings.
   */
  baseURL?: string;
  timeoutMs?: number;
  /**
   * Server only: the shopper's address, sent as X-Forwarded-For, so the API limits each shopper on
   * their own and not everyone behind the storefront's one address.
   */
  forwardedFor?: string;
  /** Defaults to the cookie flow in the browser and to no authentication on the server. */
  auth?: AuthStrategy | null;
  /** Browser only, with the default auth: the refresh was rejected and the member is signed out. */
  onSignedOut?: () => void;
}

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function defaultBaseURL(): string {
  if (isBrowser()) return API_PREFIX;
  throw new Error('createApiClient needs a baseURL on the server: serverBaseURL() from lib/api/server-origin');
}

/** The query string, without empty values; arrays are comma-joined (e.g. `user_segments`). */
function serializeQuery(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function toApiError(error: unknown, method: string, path: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return new ApiError({
      kind: timedOut ? 'timeout' : 'network',
      status: 0,
      code: timedOut ? 'timeout' : 'network_error',
      message: error.message,
      method,
      path,
      cause: error,
    });
  }
  return new ApiError({
    kind: 'network',
    status: 0,
    code: 'network_error',
    message: error instanceof Error ? error.message : 'Request failed',
    method,
    path,
    cause: error,
  });
}

/**
 * The one client of /api/web/v1. It sends the headers, never follows absolute URLs,
 * trims trailing slashes, parses answers with the contract and turns every failure into an
 * `ApiError`. It does not retry; the only second attempt is the replay after a token refresh.
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const { country, lang } = options;
  const target = isBrowser() ? 'browser' : 'server';
  const auth =
    options.auth === undefined
      ? target === 'browser'
        ? createBrowserAuth({ onSignedOut: options.onSignedOut })
        : null
      : options.auth;

  // axios loads with the first request, not with the page: a page's first requests come after it
  // has hydrated.
  let http: Promise<AxiosInstance> | undefined;
  const httpClient = () =>
    (http ??= import('axios').then(({ default: axios }) =>
      axios.create({
        baseURL: options.baseURL ?? defaultBaseURL(),
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        allowAbsoluteUrls: false,
        headers: {
          ...requiredHeaders(country, lang),
          ...(options.forwardedFor && !isBrowser() ? { 'X-Forwarded-For': options.forwardedFor } : {}),
        },
        paramsSerializer: { serialize: serializeQuery },
        maxRedirects: 0,
        // Statuses are handled below, so every answer is read the same way.
        validateStatus: () => true,
      }),
    ));

  async function send(
    method: HttpMethod,
    path: string,
    init: {
      query?: Record<string, QueryValue>;
      body?: unknown;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    },
  ): Promise<AxiosResponse<unknown>> {
    try {
      return await (
        await httpClient()
      ).request<unknown>({
        method,
        url: path,
        params: init.query,
        data: init.body,
        headers: init.headers,
        signal: init.signal,
      });
    } catch (error) {
      throw toApiError(error, method, path);
    }
  }

  const refresh: RefreshCall = async (body, headers) => {
    const path = 'auth/token';
    const response = await send('POST', path, { body, headers });
    if (response.status < 200 || response.status >= 300) {
      throw await apiErrorFromResponse(response.status, response.data, { method: 'POST', path });
    }
    return response.data;
  };

  return {
    country,
    lang,
    target,
    async request<T>({
      method,
      path: rawPath,
      schema,
      query,
      body,
      headers,
      signal,
      refreshOnUnauthorized = true,
    }: RequestOptions<T>) {
      const path = normalizePath(rawPath);
      const init = { query, body, signal };
      const sentWith = auth?.credential();
      let response = await send(method, path, { ...init, headers: { ...auth?.headers(), ...headers } });
      if (response.status === 401 && auth && refreshOnUnauthorized && (await auth.recover(sentWith, refresh))) {
        // Replayed once; a second 401 reaches the caller.
        response = await send(method, path, { ...init, headers: { ...auth.headers(), ...headers } });
      }
      auth?.received?.(response.headers as Readonly<Record<string, unknown>>);
      if (response.status < 200 || response.status >= 300) {
        throw await apiErrorFromResponse(response.status, response.data, { method, path });
      }
      const data = response.status === 204 || response.data === '' ? undefined : response.data;
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError({
          kind: 'invalid_response',
          status: response.status,
          code: 'invalid_response',
          message: `The answer of ${method} ${path} did not match the contract`,
          details: { issues: parsed.error.issues.slice(0, 5) },
          method,
          path,
          cause: parsed.error,
        });
      }
      return parsed.data;
    },
  };
}
