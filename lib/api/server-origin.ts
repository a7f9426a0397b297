import 'server-only';
import { API_PREFIX } from '@/lib/api/client';
import { serverEnv } from '@/lib/env';

/**
 * Where server code reaches /api/web/v1: `API_ORIGIN` directly. The browser goes through the
 * same-origin forwarder instead, so the client (lib/api/client) takes this from its server callers
 * and never reads the server's settings itself.
 */
export function serverBaseURL(): string {
  return `${serverEnv().API_ORIGIN.replace(/\/+$/, '')}${API_PREFIX}`;
}
