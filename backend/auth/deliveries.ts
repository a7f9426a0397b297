import { randomInt } from 'node:crypto';
import { queueMail, type MailLocale } from '@/backend/mail';
import type { Db } from '@/backend/types';

/**
 * Work an answer must not wait for: looking an address up and mailing it. Requests about an
 * address (forgotten password, unlock, registration) answer before it runs, so their answer and its
 * timing are the same whether or not the address is a member's. The work itself is alike for both
 * (a mail either way; a sign-up hashes its password either way), and it starts after a random
 * wait, so that what is left of the difference (a member's link also writes its token) does not
 * slow the request sent right after more for a member's address than for another.
 */
const pending = new Set<Promise<void>>();

/** The random wait before the work starts, in milliseconds. */
export const DELIVERY_DELAY_MS = { min: 20, max: 400 } as const;

export function deliverLater(work: () => Promise<void>): void {
  const wait = randomInt(DELIVERY_DELAY_MS.min, DELIVERY_DELAY_MS.max + 1);
  const run: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, wait))
    .then(work)
    .catch((error: unknown) => {
      console.error('[backend] a mail could not be prepared', error);
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every delivery started so far has finished (the sandbox's mail reader waits for it). */
export async function deliveriesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/**
 * The mail an address without an account gets when someone asks to reset its password or unlock
 * it: the shopper learns why no link came (the address asked about is the one mailed, so nobody
 * else learns it), and the work matches a member's mail.
 */
export async function mailNoAccount(
  db: Db,
  email: string,
  asked: 'password_reset' | 'unlock',
  locale: MailLocale,
): Promise<void> {
  await queueMail(db, { ...locale, to: email, kind: 'no_account', asked });
}
