import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { mailOutbox } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { onMailQueued } from './queue';
import type { MailLog, MailTransport } from './transport';

/** Minutes to the next attempt after the 1st, 2nd, … failed one. */
export const RETRY_MINUTES = [1, 5, 15, 60, 180, 360] as const;
/** Attempts at a mail before it is given up (`failed`): the first and one per wait above, about 10 h. */
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
/**
 * A claimed mail is not due for other senders for this long: far longer than an attempt can take
 * (transport.ts bounds it), so a mail is sent twice only if a sender dies mid-attempt and the next
 * one tries again after the lease.
 */
export const LEASE_MINUTES = 10;
/** How often due mail is looked for when nothing wakes the sender. */
const POLL_MS = 2_000;
/** A queued mail wakes the sender this soon, then once more a second later (its transaction may commit late). */
const NUDGE_MS = 100;
const FOLLOW_UP_MS = 1_000;

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  log?: MailLog;
  pollMs?: number;
  /** Mails claimed at once. */
  batchSize?: number;
}

const due = () => and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`));
const minutesFromNow = (minutes: number) => sql`now() + ${`${minutes} minutes`}::interval`;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers the outbox: claims due mails, hands each to the transport, and marks it `sent`, or due
 * again later after a failure (RETRY_MINUTES), or `failed` after MAX_ATTEMPTS. Several senders
 * (one per API process, on one or several nodes) share the outbox: a claim takes only rows no other
 * claim has locked (`FOR UPDATE SKIP LOCKED`) and moves them out of the due ones for the lease, in
 * one statement, so no mail is handed to two senders.
 */
export class MailSender {
  readonly #db: Db;
  readonly #transport: MailTransport;
  readonly #log: MailLog;
  readonly #pollMs: number;
  readonly #batchSize: number;
  #stopped = true;
  #stopping = false;
  #timer: NodeJS.Timeout | undefined;
  #wakeAt = Infinity;
  #running: Promise<void> | undefined;
  #again = false;
  #followUp = false;
  #unsubscribe: (() => void) | undefined;

  constructor({ db, transport, log = console, pollMs = POLL_MS, batchSize = 20 }: MailSenderOptions) {
    this.#db = db;
    this.#transport = transport;
    this.#log = log;
    this.#pollMs = pollMs;
    this.#batchSize = batchSize;
  }

  get transportKind(): MailTransport['kind'] {
    return this.#transport.kind;
  }

  /** Starts polling and listening for queued mail; a first pass runs at once. */
  start(): this {
    if (!this.#stopped) return this;
    this.#stopped = false;
    this.#stopping = false;
    this.#unsubscribe = onMailQueued(() => this.nudge());
    this.#wake(0);
    return this;
  }

  /** A mail was queued: look soon, and again a little later. */
  nudge(): void {
    this.#followUp = true;
    this.#wake(NUDGE_MS);
  }

  /** Stops polling, lets the pass under way finish, and closes the transport. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping = true;
    this.#unsubscribe?.();
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
    this.#transport.close();
  }

  /** One pass: claims and delivers due mails until none is left; answers how many were sent. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const claimed = await this.#claim();
      for (const row of claimed) if (await this.#deliver(row)) sent += 1;
      // A sender being stopped finishes the mails it claimed and claims no more.
      if (claimed.length < this.#batchSize || this.#stopping) return sent;
    }
  }

  #wake(inMs: number): void {
    if (this.#stopped) return;
    const at = Date.now() + inMs;
    if (this.#timer && this.#wakeAt <= at) return;
    clearTimeout(this.#timer);
    this.#wakeAt = at;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#wakeAt = Infinity;
      void this.#tick();
    }, inMs);
    // The API's server keeps the process alive; a sender alone does not.
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.sendDue()
      .then(() => undefined)
      .catch((error: unknown) => this.#log.error(`[mail] the outbox could not be read: ${reasonOf(error)}`))
      .finally(() => {
        this.#running = undefined;
      });
    await this.#running;
    const next = this.#again ? 0 : this.#followUp ? FOLLOW_UP_MS : this.#pollMs;
    this.#again = false;
    this.#followUp = false;
    this.#wake(next);
  }

  async #claim(): Promise<OutboxRow[]> {
    const free = this.#db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due())
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(this.#batchSize)
      .for('update', { skipLocked: true });
    return this.#db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: minutesFromNow(LEASE_MINUTES) })
      .where(and(inArray(mailOutbox.id, free), due()))
      .returning();
  }

  /** The row as this sender claimed it: a later claim (after the lease) has another attempt count. */
  #ours(row: OutboxRow) {
    return and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts));
  }

  async #deliver(row: OutboxRow): Promise<boolean> {
    try {
      await this.#transport.send({
        id: row.id,
        to: row.toEmail,
        subject: row.subject,
        text: row.body,
        html: row.html,
        language: row.language,
        createdAt: row.createdAt,
      });
    } catch (error) {
      await this.#failed(row, reasonOf(error));
      return false;
    }
    await this.#db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(this.#ours(row));
    return true;
  }

  async #failed(row: OutboxRow, reason: string): Promise<void> {
    const label = `[mail] mail ${row.id} (${row.kind})`;
    if (row.attempts >= MAX_ATTEMPTS) {
      await this.#db.update(mailOutbox).set({ status: 'failed', lastError: reason }).where(this.#ours(row));
      this.#log.error(`${label} failed after ${row.attempts} attempts, given up: ${reason}`);
      return;
    }
    const minutes = RETRY_MINUTES[Math.min(row.attempts, RETRY_MINUTES.length) - 1] ?? RETRY_MINUTES[0];
    await this.#db
      .update(mailOutbox)
      .set({ nextAttemptAt: minutesFromNow(minutes), lastError: reason })
      .where(this.#ours(row));
    this.#log.warn(`${label} not sent (attempt ${row.attempts} of ${MAX_ATTEMPTS}), next in ${minutes} min: ${reason}`);
  }
}
