export { createApiClient, API_PREFIX } from './create-client';
export type { ApiClient, HttpMethod, RequestOptions, QueryValue } from './create-client';
export type { AuthStrategy } from './auth';
export { createServerAuth, tokenCookies, type ServerTokens, type CookieWrite } from './server-auth';
export { apiPath } from './path';
export {
  JWT_DATA_COOKIE,
  JWT_SIGNATURE_COOKIE,
  JWT_REFRESH_COOKIE,
  DEVICE_ID_COOKIE,
  ensureDeviceId,
  randomId,
  mayHaveBag,
  readJwtData,
  dropJwtData,
  notifySession,
  sessionEnded,
  subscribeSession,
} from './session';
