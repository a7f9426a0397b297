import { OpenAPIHono } from '@hono/zod-openapi';
import type { NotFoundHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Db } from '@/backend/types';
import { type BackendEnv, getEnv } from '@/backend/env';
import { authMiddleware } from '@/backend/auth/middleware';
import { mountAuth } from '@/backend/auth/routes';
import { shouldUseSecureCookies } from '@/backend/auth/cookies';
import { mountCatalogue } from '@/backend/catalogue';
import { mountCart } from '@/backend/bag';
import { mountOrders } from '@/backend/orders';
import { mountHappening } from '@/backend/happening';
import { mountStores } from '@/backend/stores';
import { mountSiteIndex } from '@/backend/site-index';
import { mountLists } from '@/backend/lists';
import { mountLoyalty } from '@/backend/loyalty';
import { mountNewsletter } from '@/backend/newsletter';
import { mountProfile } from '@/backend/profile';
import { mountReviews } from '@/backend/reviews';
import { ApiError, errorBody, validationError } from '@/backend/http/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '@/backend/http/database-unavailable';
import { healthHandler } from '@/backend/http/health';
import { invalidDataError, rejectNulCharacters } from '@/backend/http/input-guard';
import { localeMiddleware } from '@/backend/locale';
import { setMailOrigin } from '@/backend/mail';
import { FaultSwitch, faultMiddleware } from '@/backend/sandbox/faults';
import { requirePreviewCredential } from '@/backend/catalogue/content/preview-credential';
import { requireQaCredential } from '@/backend/sandbox/qa-credential';
import { mountSandbox } from '@/backend/sandbox/routes';
import { mountUsers } from '@/backend/users/routes';
import { createLimits } from '@/backend/http/limits';
import { routeLimits } from '@/backend/http/route-limits';
import { ERROR_MESSAGES, GUEST_ORDER_PASS_COOKIE } from '@/contract';

export const API_BASE_PATH = '/api/web/v1';

/** The largest request body the API reads; larger ones answer 413 before they are parsed. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

/** Paths (relative to the base) that answer without X-Site-Country / Accept-Language. */
function isLocaleExempt(relativePath: string): boolean {
  return (
    relativePath === '/health' ||
    relativePath === '/openapi.json' ||
    relativePath === '/media' ||
    relativePath.startsWith('/media/')
  );
}

const HTTP_ERROR_CODES: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

export interface CreateAppOptions {
  db: Db;
  env?: BackendEnv;
}

export type BackendApp = OpenAPIHono<AppEnv>;

export function createApp({ db, env = getEnv() }: CreateAppOptions): BackendApp {
  // Mailed links point at this deployment's storefront (backend/mail).
  setMailOrigin(env.publicOrigin);
  const root = new OpenAPIHono<AppEnv>({
    // `/brands` and `/brands/` are the same route.
    strict: false,
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });

  root.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = HTTP_ERROR_CODES[status] ?? 'http_error';
      return c.json(errorBody(code, error.message || code), status);
    }
    const invalid = invalidDataError(error);
    if (invalid) return c.json(invalid.toBody(), invalid.status);
    // The database is away (restarting, unreachable): the client may ask again shortly. A write
    // whose transaction did not commit changed nothing, and its key replays it.
    if (isDatabaseUnavailable(error)) {
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(errorBody('service_unavailable', ERROR_MESSAGES.serviceUnavailable), 503);
    }
    console.error('[backend] unhandled error', error);
    return c.json(errorBody('internal_error', 'Something went wrong. Please try again.'), 500);
  });

  root.get('/health', healthHandler(db));

  const api = root.basePath(API_BASE_PATH);
  // basePath copies the error handler but not the not-found handler.
  const notFound: NotFoundHandler<AppEnv> = (c) => c.json(errorBody('not_found', ERROR_MESSAGES.resourceNotFound), 404);
  root.notFound(notFound);
  api.notFound(notFound);

  // Answers differ per member, per cookie and per X-Site-Country/Accept-Language: no shared cache
  // may keep them. A route that is the same for everyone (media) says so itself.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'private, no-store');
  });
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_REQUEST_BODY_BYTES,
      onError: (c) =>
        c.json(
          errorBody('payload_too_large', `The request body is larger than ${MAX_REQUEST_BODY_BYTES / 1024} kB.`),
          413,
        ),
    }),
  );
  api.use('*', rejectNulCharacters);
  api.use('*', async (c, next) => {
    c.set('db', db);
    c.set('user', null);
    c.set('secureCookies', shouldUseSecureCookies(c, { secure: env.cookieSecure, trustProxy: env.trustProxy }));
    const relative = c.req.path.slice(API_BASE_PATH.length).replace(/\/+$/, '') || '/';
    if (isLocaleExempt(relative)) return next();
    return localeMiddleware(c, next);
  });
  api.use('*', authMiddleware({ jwtSecret: env.jwtSecret, accessTokenTtlSeconds: env.accessTokenTtlSeconds }));

  const faults = new FaultSwitch();
  if (env.sandboxEnabled) {
    if (!env.qaToken) throw new Error('The sandbox needs a QA credential (QA_TOKEN)');
    const guard = requireQaCredential(env.qaToken);
    api.use('/sandbox', guard);
    api.use('/sandbox/*', guard);
    api.use('*', faultMiddleware(faults, API_BASE_PATH));
  }

  // Limits come after the fault switch and the auth middleware: they key on the member.
  const limits = createLimits(db, env);
  api.use('*', routeLimits(limits, API_BASE_PATH));

  // Drafts only for the storefront's preview pages (docs/preview.md, Access).
  const previewGuard = requirePreviewCredential(env.previewSecret);
  api.use('/contentful/preview/*', previewGuard);
  api.use('/preview/*', previewGuard);
  const inPreviewMode = requirePreviewCredential(env.previewSecret, { onlyInPreviewMode: true });
  api.use('/layouts', inPreviewMode);
  api.use('/happening/banners', inPreviewMode);

  api.get('/health', healthHandler(db));
  mountAuth(api, env, limits);
  mountUsers(api, env, limits);
  mountCatalogue(api);
  mountStores(api);
  mountSiteIndex(api);
  mountHappening(api, env);
  mountLists(api);
  mountLoyalty(api);
  mountProfile(api);
  mountReviews(api);
  mountNewsletter(api);
  mountCart(api);
  mountOrders(api, env);
  if (env.sandboxEnabled) mountSandbox(api, env, faults);

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'jwt-signature',
    description: 'The access token split in two cookies: jwt-data (header.payload) and jwt-signature.',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'guestOrderPass', {
    type: 'apiKey',
    in: 'cookie',
    name: GUEST_ORDER_PASS_COOKIE,
    description: "A browser's pass to the guest orders it placed or found again (also sent as X-Guest-Order-Pass).",
  });
  api.doc('/openapi.json', {
    openapi: '3.0.0',
    info: {
      title: 'Halcyon Beauty web API',
      version: '1.0.0',
      description:
        'Every route except /health, /openapi.json and /media/* needs X-Site-Country and Accept-Language headers. Errors answer { error: { code, message, details? } }.',
    },
  });

  return api;
}
