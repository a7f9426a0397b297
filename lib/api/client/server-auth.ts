import { ApiError, isApiError } from '@/lib/api/errors';
import { RefreshGate, isRejectedGrant, type AuthStrategy, type RefreshOutcome } from './auth';
import { GUEST_ORDER_PASS_COOKIE, GUEST_ORDER_PASS_DAYS } from '@/contract/guest-order-pass';
import { JWT_DATA_COOKIE, JWT_REFRESH_COOKIE, JWT_SIGNATURE_COOKIE, TOKEN_COOKIE_MAX_AGE } from './session';

/** The part of the session answer a refresh needs; the contract loads with the first refresh. */
async function refreshAnswerSchema() {
  const { sessionSchema } = await import('@/contract/auth');
  return sessionSchema.pick({ accessToken: true, refreshToken: true, expiresIn: true });
}

const GUEST_PASS_SET_COOKIE = new RegExp(`^${GUEST_ORDER_PASS_COOKIE}=([A-Za-z0-9_-]+)`);

/** The member's tokens as the server reads them from the request cookies. */
export interface ServerTokens {
  jwtData?: string | undefined;
  jwtSignature?: string | undefined;
  refreshToken?: string | undefined;
  deviceId?: string | undefined;
  /** The browser's pass to the guest orders it placed or found again (HttpOnly cookie). */
  guestOrderPass?: string | undefined;
}

export interface CookieWrite {
  name: string;
  value: string;
  httpOnly: boolean;
  maxAge: number;
  path: '/';
  sameSite: 'lax';
}

export interface ServerAuthOptions {
  tokens: ServerTokens;
  /**
   * Writes cookies to the response. Given only where the response can carry them (route
   * handlers, server actions). Without it the server never refreshes: rotating the refresh token
   * without handing the new one to the browser would sign the member out, so the page renders
   * as a guest and the browser refreshes instead.
   */
  persist?: (cookies: CookieWrite[]) => void | Promise<void>;
  /**
   * Name the browser's device (`X-Device-Id`) on every call, as its own requests do through the
   * cookie: a server action that writes to a guest's bag acts for that browser. Reads that render
   * pages leave it out unless they ask for the bag themselves.
   */
  actForDevice?: boolean;
}

/** The three token cookies for a token pair; empty values with maxAge 0 clear them. */
export function tokenCookies(tokens: { accessToken: string; refreshToken: string } | null): CookieWrite[] {
  const [header = '', payload = '', signature = ''] = tokens ? tokens.accessToken.split('.') : [];
  const maxAge = tokens ? TOKEN_COOKIE_MAX_AGE : 0;
  const base = { maxAge, path: '/', sameSite: 'lax' } as const;
  return [
    { ...base, name: JWT_DATA_COOKIE, value: tokens ? `${header}.${payload}` : '', httpOnly: false },
    { ...base, name: JWT_SIGNATURE_COOKIE, value: tokens ? signature : '', httpOnly: true },
    { ...base, name: JWT_REFRESH_COOKIE, value: tokens ? tokens.refreshToken : '', httpOnly: true },
  ];
}

/**
 * Server flow: the bearer is rebuilt from the request cookies; on a 401 one refresh per
 * request burst with `flow: 'app'`, the refresh token and device id in the body, the bearer and an
 * empty cookie header. Create one per request so the single flight covers the whole burst.
 */
export function createServerAuth(options: ServerAuthOptions): AuthStrategy {
  const state = { ...options.tokens };
  const gate = new RefreshGate(true);
  const bearer = () => (state.jwtData && state.jwtSignature ? `${state.jwtData}.${state.jwtSignature}` : undefined);

  return {
    credential: bearer,
    headers(): Record<string, string> {
      const token = bearer();
      return {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(options.actForDevice && state.deviceId ? { 'X-Device-Id': state.deviceId } : {}),
        ...(state.guestOrderPass ? { 'X-Guest-Order-Pass': state.guestOrderPass } : {}),
      };
    },
    // The API opens a guest's orders to the browser with an HttpOnly cookie; an action relays it.
    received(headers) {
      const { persist } = options;
      const raw = headers['set-cookie'];
      if (!persist || !Array.isArray(raw)) return;
      for (const line of raw) {
        const pass = typeof line === 'string' ? GUEST_PASS_SET_COOKIE.exec(line) : null;
        if (!pass?.[1]) continue;
        state.guestOrderPass = pass[1];
        void persist([
          {
            name: GUEST_ORDER_PASS_COOKIE,
            value: pass[1],
            httpOnly: true,
            maxAge: GUEST_ORDER_PASS_DAYS * 24 * 60 * 60,
            path: '/',
            sameSite: 'lax',
          },
        ]);
      }
    },
    recover(sent, refresh) {
      const { persist } = options;
      const refreshToken = state.refreshToken;
      if (!persist || !refreshToken) return Promise.resolve(false);
      return gate.decide(sent, bearer(), async (): Promise<RefreshOutcome> => {
        const token = bearer();
        let answer: unknown;
        try {
          answer = await refresh(
            {
              grant_type: 'refresh_token',
              flow: 'app',
              refresh_token: refreshToken,
              device_id: state.deviceId ?? '',
            },
            token ? { Authorization: `Bearer ${token}`, Cookie: '' } : { Cookie: '' },
          );
        } catch (error) {
          if (isApiError(error) && isRejectedGrant(error)) {
            state.jwtData = state.jwtSignature = state.refreshToken = undefined;
            await persist(tokenCookies(null));
            return 'rejected';
          }
          throw error;
        }
        const parsed = (await refreshAnswerSchema()).safeParse(answer);
        if (!parsed.success) {
          throw new ApiError({
            kind: 'invalid_response',
            status: 200,
            code: 'invalid_response',
            message: 'The token answer did not match the contract',
            method: 'POST',
            path: 'auth/token',
            cause: parsed.error,
          });
        }
        const tokens = parsed.data;
        const [header = '', payload = '', signature = ''] = tokens.accessToken.split('.');
        state.jwtData = `${header}.${payload}`;
        state.jwtSignature = signature;
        state.refreshToken = tokens.refreshToken;
        await persist(tokenCookies(tokens));
        return 'refreshed';
      });
    },
  };
}
