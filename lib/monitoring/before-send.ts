import { eventSize, MAX_EVENT_BYTES, type SessionBudget } from './limits';
import { scrubEvent } from './scrub';

/**
 * What every error-reporting event goes through before it is sent: personal data scrubbed, too
 * large payloads dropped, and (in the browser) the session's allowance respected.
 */
export function createBeforeSend<T extends object>({
  budget,
  onSend,
}: {
  budget?: SessionBudget;
  /** Sees exactly what is sent (tests, and the QA console). */
  onSend?: (event: T) => void;
} = {}): (event: T) => T | null {
  return (event) => {
    // Too large as reported is too large to send (and to scrub).
    if (eventSize(event) > MAX_EVENT_BYTES) return null;
    const scrubbed = scrubEvent(event as Record<string, unknown>) as T;
    if (budget && !budget.take()) return null;
    onSend?.(scrubbed);
    return scrubbed;
  };
}
