/** Query cache policy: only these statuses are worth another attempt. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * How a call failed:
 * - `http`: the API answered with an error status;
 * - `network`: no answer (offline, connection refused, aborted);
 * - `timeout`: no answer within the client's timeout;
 * - `invalid_response`: the answer did not match the contract;
 * - `invalid_request`: the call was refused before it left (e.g. an absolute URL).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid_response' | 'invalid_request';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
  method?: string;
  path?: string;
  cause?: unknown;
}

/** Every failure of `lib/api` reaches callers as this one type. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no answer. */
  readonly status: number;
  /** The API's error code, or a client-side one (`network_error`, `timeout`, `invalid_response`, …). */
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  readonly method: string | undefined;
  readonly path: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.method = init.method;
    this.path = init.path;
  }

  /** Whether asking again may succeed: a transient HTTP status. */
  get isRetryable(): boolean {
    return this.kind === 'http' && RETRYABLE_STATUSES.has(this.status);
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  /** A string detail such as the reference id of a blocked sign-in. */
  detail(name: string): string | undefined {
    const value = this.details?.[name];
    return typeof value === 'string' ? value : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A member's read in a server render, or null when their access token has expired (401): a server
 * render cannot refresh it, so the page draws its skeleton, the browser refreshes the token and the
 * page is drawn again.
 */
export async function orExpired<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Builds an `ApiError` from an HTTP error answer, reading the `{ error: { code, message } }` body
 * when present. The body's schema loads with the first error answer.
 */
export async function apiErrorFromResponse(
  status: number,
  body: unknown,
  request: { method?: string; path?: string } = {},
): Promise<ApiError> {
  const { errorBodySchema } = await import('@/contract/common');
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError({ kind: 'http', status, code, message, details, ...request });
  }
  // Some error answers (e.g. `{ error: { code: 'invalid_grant' } }`) carry only a code.
  const code = readCode(body) ?? `http_${status}`;
  return new ApiError({ kind: 'http', status, code, message: `Request failed with status ${status}`, ...request });
}

function readCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/* ------------------------------------------------------------------------------------------------
 * User messages. Keys live in the `errors` namespace of locales/{en,id,th,zh}/errors.json.
 * ---------------------------------------------------------------------------------------------- */

export type ErrorMessageKey =
  | 'authenticationFailed'
  | 'signInBlocked'
  | 'googleNotLinked'
  | 'userNotFound'
  | 'landingPageNotFound'
  | 'layoutNotFound'
  | 'resourceNotFound'
  | 'offerNotFound'
  | 'notAuthorized'
  | 'attributeNotOwned'
  | 'promotionInvalid'
  | 'orderNotFound'
  | 'resetTokenExpired'
  | 'maxQuantity'
  | 'variantLimit'
  | 'brandLimit'
  | 'variantNotAvailable'
  | 'outOfStock'
  | 'notAvailable'
  | 'fullyRedeemed'
  | 'noProductsFound'
  | 'noTimeSlots'
  | 'bookingExpired'
  | 'bookingNotCompleted'
  | 'notShippingToCountry'
  | 'sessionExpired'
  | 'tooManyRequests'
  | 'network'
  | 'timeout'
  | 'unavailable'
  | 'generic';

/** API codes (lower-cased) that name a message directly. */
const CODE_TO_KEY: Record<string, ErrorMessageKey> = {
  authentication_failed: 'authenticationFailed',
  invalid_credentials: 'authenticationFailed',
  sign_in_blocked: 'signInBlocked',
  account_locked: 'signInBlocked',
  locked: 'signInBlocked',
  google_account_not_linked: 'googleNotLinked',
  social_account_not_linked: 'googleNotLinked',
  user_not_found: 'userNotFound',
  landing_page_not_found: 'landingPageNotFound',
  layout_not_found: 'layoutNotFound',
  not_found: 'resourceNotFound',
  resource_not_found: 'resourceNotFound',
  offer_not_found: 'offerNotFound',
  forbidden: 'notAuthorized',
  not_authorized: 'notAuthorized',
  attribute_not_owned: 'attributeNotOwned',
  promotion_invalid: 'promotionInvalid',
  order_not_found: 'orderNotFound',
  invalid_promotion: 'promotionInvalid',
  reset_token_expired: 'resetTokenExpired',
  max_quantity: 'maxQuantity',
  max_quantity_exceeded: 'maxQuantity',
  variant_limit_reached: 'variantLimit',
  brand_limit_reached: 'brandLimit',
  variant_not_available: 'variantNotAvailable',
  out_of_stock: 'outOfStock',
  not_available: 'notAvailable',
  fully_redeemed: 'fullyRedeemed',
  no_products_found: 'noProductsFound',
  no_time_slots: 'noTimeSlots',
  booking_expired: 'bookingExpired',
  booking_not_completed: 'bookingNotCompleted',
  country_not_shipped: 'notShippingToCountry',
  invalid_grant: 'sessionExpired',
  too_many_requests: 'tooManyRequests',
  rate_limited: 'tooManyRequests',
};

/** Messages the spec fixes word for word; the API may send them with any code. */
const MESSAGE_TO_KEY: Record<string, ErrorMessageKey> = {
  'authentication failed.': 'authenticationFailed',
  'this sign-in attempt was blocked.': 'signInBlocked',
  'user not found': 'userNotFound',
  'landing page not found': 'landingPageNotFound',
  'layout not found': 'layoutNotFound',
  'resource not found!': 'resourceNotFound',
  'offer not found': 'offerNotFound',
  'you are not authorized to perform this action': 'notAuthorized',
  'sorry, the promotion is invalid.': 'promotionInvalid',
  'only a maximum quantity of 6 of the item could be added to your bag': 'maxQuantity',
  'sorry, no products found': 'noProductsFound',
};

/** Which translated message explains `error` to a shopper. Never returns the raw API text. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!isApiError(error)) return 'generic';
  const byCode = CODE_TO_KEY[error.code.toLowerCase()];
  if (byCode) return byCode;
  const byMessage = MESSAGE_TO_KEY[error.message.trim().toLowerCase()];
  if (byMessage) return byMessage;
  const shared = sharedFailureKey(error);
  if (shared) return shared;
  if (error.kind === 'http') {
    if (error.status === 401) return 'authenticationFailed';
    if (error.status === 403) return 'notAuthorized';
    if (error.status === 404) return 'resourceNotFound';
    if (error.status === 423) return 'signInBlocked';
  }
  return 'generic';
}

/** Failures every call shares, whatever it asked: no answer, too many requests, the server down. */
function sharedFailureKey(error: ApiError): ErrorMessageKey | undefined {
  if (error.kind === 'network') return 'network';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind === 'http' && error.status === 429) return 'tooManyRequests';
  if (error.kind === 'http' && error.status >= 500) return 'unavailable';
  return undefined;
}

/**
 * How one domain (the bag, checkout, orders…) names its own failures: its API codes have messages
 * at `<namespace>:errors.<code>`, and what it does not name falls to the shared failures, then to
 * `fallback` (another domain's messages, or a key).
 */
export interface DomainErrors {
  namespace: string;
  codes: ReadonlySet<string>;
  /** Codes shown with another message of the domain: code → key under `<namespace>:errors.`. */
  aliases?: Readonly<Record<string, string>>;
  /** Defaults to `<namespace>:errors.generic`. */
  fallback?: string | DomainErrors;
}

/**
 * The translation key (namespace included) of the message for a failed call of `domain`: the
 * domain's own codes first, then the failures every call shares (`errors:network`, …), then the
 * domain's fallback. One mapper for every screen; each domain adds only its codes.
 */
export function domainErrorKey(error: unknown, domain: DomainErrors): string {
  if (isApiError(error)) {
    const code = error.code.toLowerCase();
    const alias = domain.aliases?.[code];
    if (alias) return `${domain.namespace}:errors.${alias}`;
    if (domain.codes.has(code)) return `${domain.namespace}:errors.${code}`;
  }
  const { fallback } = domain;
  if (typeof fallback === 'object') return domainErrorKey(error, fallback);
  if (isApiError(error)) {
    const shared = sharedFailureKey(error);
    if (shared) return `errors:${shared}`;
  }
  return fallback ?? `${domain.namespace}:errors.generic`;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The shopper-facing text for `error`, translated with a `t` bound to the `errors` namespace.
 * Interpolates `referenceId` for a blocked sign-in.
 */
export function toUserMessage(error: unknown, t: Translate): string {
  const key = errorMessageKey(error);
  const referenceId = isApiError(error) ? error.detail('referenceId') : undefined;
  return t(key, referenceId ? { referenceId } : undefined);
}
