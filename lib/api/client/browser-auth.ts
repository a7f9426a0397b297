import { isApiError } from '@/lib/api/errors';
import { RefreshGate, isRejectedGrant, type AuthStrategy, type RefreshOutcome } from './auth';
import { withCrossTabLock } from './cross-tab-lock';
import { dropJwtData, notifySession, readJwtData } from './session';

export interface BrowserAuthOptions {
  /** Called once when a refresh is rejected: the member is signed out. */
  onSignedOut?: () => void;
}

// One gate per tab: every client in the tab shares the same cookies, so they share one refresh.
const tabGate = new RefreshGate(false);

/**
 * Browser flow: cookies carry the tokens; on a 401 with jwt-data present, one refresh
 * (`flow: 'client'`) per tab and across tabs, then each waiting request is replayed once.
 */
export function createBrowserAuth(options: BrowserAuthOptions = {}): AuthStrategy {
  return {
    credential: () => readJwtData(),
    headers: () => ({}),
    recover(sent, refresh) {
      return tabGate.decide(sent, readJwtData({ live: true }), () =>
        withCrossTabLock(async (): Promise<RefreshOutcome> => {
          const now = readJwtData({ live: true });
          if (now === undefined) return 'rejected';
          // Another tab refreshed while this one waited for the lock: its cookies are ours too.
          if (now !== sent) return 'refreshed';
          try {
            await refresh({ grant_type: 'refresh_token', flow: 'client' });
          } catch (error) {
            if (isApiError(error) && isRejectedGrant(error)) {
              // The API clears the cookies; drop the readable one too in case the answer lost them.
              dropJwtData();
              options.onSignedOut?.();
              notifySession('signed-out', 'ended');
              return 'rejected';
            }
            throw error;
          }
          notifySession('refreshed');
          return 'refreshed';
        }),
      );
    },
  };
}
