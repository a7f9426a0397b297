export { createApiClient, API_PREFIX, DEFAULT_TIMEOUT_MS } from './create-client';
export type { ApiClient, CreateApiClientOptions, RequestOptions, HttpMethod, QueryValue } from './create-client';
export type { AuthStrategy } from './auth';
export { createBrowserAuth } from './browser-auth';
export { createServerAuth, tokenCookies, type ServerTokens, type CookieWrite } from './server-auth';
export { requiredHeaders } from './headers';
export { apiPath, encodePathParam, memberPath, normalizePath } from './path';
export {
  JWT_DATA_COOKIE,
  JWT_SIGNATURE_COOKIE,
  JWT_REFRESH_COOKIE,
  DEVICE_ID_COOKIE,
  TOKEN_COOKIE_MAX_AGE,
  ensureDeviceId,
  randomId,
  mayHaveBag,
  readJwtData,
  notifySession,
  subscribeSession,
  type SessionEvent,
} from './session';
