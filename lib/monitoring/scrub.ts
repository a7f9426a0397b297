/**
 * Personal data never leaves the browser or server in an error report: tokens, cookies, e-mail
 * addresses, card numbers and passwords are replaced wherever they appear (messages, URLs, query
 * strings, request bodies, breadcrumbs, extra data).
 */

export const FILTERED = '[Filtered]';

/** Keys whose values are secret or personal, whatever they hold. */
const SENSITIVE_KEY =
  /pass(word|wd)?|secret|token|jwt|auth|cookie|session|signature|card.?(number|no)|^pan$|cvv|cvc|security.?code|email|e-mail|mobile|phone|otp|credential|api.?key/i;

// Bounded parts: a long run of letters without an @ must not make the scan quadratic.
const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24}/g;
/** Three dot-separated base64url parts starting with `eyJ`: a JSON web token (or its readable half). */
const JWT = /eyJ[A-Za-z0-9_-]{5,}(?:\.[A-Za-z0-9_-]{5,}){1,2}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
/** `name=value` pairs in URLs, query strings, form bodies and cookie headers whose name is sensitive. */
const SENSITIVE_PAIR =
  /([?&;\s]|^)([\w.-]{0,40}?(?:pass(?:word|wd)?|secret|token|jwt|auth[\w-]*|cookie|session[\w-]*|signature|card[\w-]*|cvv|cvc|email|otp|api[_-]?key|device[_-]?id)[\w.-]{0,40})=([^&;#\s]*)/gi;
/** 13 to 19 digits, optionally grouped by spaces or dashes, that pass the Luhn check. */
const CARD_CANDIDATE = /\b\d(?:[ -]?\d){12,18}\b/g;

function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let n = digits.charCodeAt(i) - 48;
    if (double) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Longer strings are cut before scrubbing; nothing that long is worth reporting whole. */
const MAX_STRING = 16_384;

export function scrubText(input: string): string {
  const text = input.length > MAX_STRING ? `${input.slice(0, MAX_STRING)}…` : input;
  return text
    .replace(JWT, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(SENSITIVE_PAIR, (_m, lead: string, name: string) => `${lead}${name}=${FILTERED}`)
    .replace(EMAIL, '[email]')
    .replace(CARD_CANDIDATE, (match) => {
      const digits = match.replace(/[ -]/g, '');
      return digits.length >= 13 && digits.length <= 19 && luhn(digits) ? '[card]' : match;
    });
}

const MAX_DEPTH = 12;

/** A deep copy of `value` with every sensitive key emptied and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SENSITIVE_KEY.test(key) && item !== null && item !== undefined ? FILTERED : scrubValue(item, depth + 1);
  }
  return out;
}

interface EventLike {
  request?: { cookies?: unknown; headers?: Record<string, string>; [key: string]: unknown };
  user?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Scrubs a whole event. The user is reduced to its id (never an e-mail or IP address), cookies and
 * authorisation headers are dropped outright.
 */
export function scrubEvent<T extends EventLike>(event: T): T {
  const copy = { ...event } as EventLike;
  if (copy.request) {
    const { cookies: _cookies, ...request } = copy.request;
    copy.request = request;
  }
  if (copy.user) copy.user = copy.user.id === undefined ? {} : { id: copy.user.id };
  const scrubbed = scrubValue(copy) as EventLike;
  if (event.user) scrubbed.user = copy.user;
  return scrubbed as T;
}
