import { randomInt } from 'node:crypto';
import type { passwordResetTokens, unlockTokens } from '@/backend/db/schema';
import { queueMail, type MailLocale } from '@/backend/mail';
import { findUserByEmail, normaliseEmail } from '@/backend/members/store';
import type { Db } from '@/backend/types';
import { randomToken, sha256Hex } from './tokens';

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

/** A link mailed to a member that works once, until it expires; its table keeps only the token's hash. */
interface OneTimeLink {
  kind: 'password_reset' | 'unlock';
  table: typeof passwordResetTokens | typeof unlockTokens;
  tokenBytes: number;
  ttlMs: number;
}

/**
 * Mails a one-time link to an existing account, and an unknown address the mail that says no
 * account uses it: the caller answers the same either way, so nobody learns which addresses have
 * accounts. Only the token's hash is kept; the token itself travels in the message alone. The token
 * and its mail are written together.
 */
export async function mailOneTimeLink(
  db: Db,
  emailInput: string,
  locale: MailLocale,
  link: OneTimeLink,
): Promise<void> {
  const user = await findUserByEmail(db, emailInput);
  if (!user) return mailNoAccount(db, normaliseEmail(emailInput), link.kind, locale);
  const token = randomToken(link.tokenBytes);
  await db.transaction(async (tx) => {
    await tx.insert(link.table).values({
      userId: user.id,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + link.ttlMs),
    });
    await queueMail(tx as unknown as Db, { ...locale, to: user.email, kind: link.kind, token, name: user.firstName });
  });
}
