import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '@/backend/db/schema';
import { DEFAULT_MAIL_FROM } from '@/backend/env';
import {
  logTransport,
  MAX_ATTEMPTS,
  MailSender,
  queueMail,
  RETRY_MINUTES,
  smtpTransport,
  startMailSender,
} from '@/backend/mail';
import { type MailCatcher, startMailCatcher } from '@/scripts/lib/mail-catcher';
import { createTestApp, testEnv, type TestApp } from '../harness';

let t: TestApp;
let catcher: MailCatcher;

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PUBLIC_ORIGIN: 'http://localhost:3000' } });
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.close();
  await t.close();
});
afterEach(async () => {
  catcher.refuse(null);
  // Each test starts from an empty outbox.
  await t.db.delete(mailOutbox);
});

const smtp = (port = catcher.port) =>
  smtpTransport({ host: '127.0.0.1', port, secure: false, auth: undefined }, DEFAULT_MAIL_FROM);
const quietLog = () => ({ log: vi.fn(), warn: vi.fn(), error: vi.fn() });
const rowsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, to));
const queueReset = (to: string, token = 'reset-token') =>
  queueMail(t.db, { to, country: 'th', language: 'th', kind: 'password_reset', token });

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the mail sender', () => {
  it('delivers a queued mail to the mail server, text and HTML, with its absolute link, and marks it sent', async () => {
    await queueReset('Mali@Example.test');
    const sender = new MailSender({ db: t.db, transport: smtp(), log: quietLog() });
    expect(await sender.sendDue()).toBe(1);
    await sender.stop();

    const [mail] = catcher.mailsTo('mali@example.test');
    expect(mail).toMatchObject({
      subject: 'ตั้งรหัสผ่าน Halcyon Beauty ใหม่',
      language: 'th',
      from: 'no-reply@halcyonbeauty.sg',
    });
    expect(mail?.text).toContain('http://localhost:3000/password/reset?token=reset-token&country_code=th');
    expect(mail?.html).toContain('href="http://localhost:3000/password/reset?token=reset-token&amp;country_code=th"');
    expect(mail?.messageId).toMatch(/^<outbox-\d+-\d+@halcyonbeauty\.sg>$/);
    const [row] = await rowsTo('mali@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a mail the server refuses, or cannot be reached for, and sends it at a later attempt', async () => {
    await queueReset('later@example.test');
    catcher.refuse('Try again later');
    const log = quietLog();
    const refused = new MailSender({ db: t.db, transport: smtp(), log });
    expect(await refused.sendDue()).toBe(0);
    await refused.stop();
    const [first] = await rowsTo('later@example.test');
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first?.lastError).toContain('Try again later');
    const [wait] = await t.rows<{ waitMs: number }>(
      sql`select extract(epoch from (next_attempt_at - now())) * 1000 as "waitMs" from mail_outbox where id = ${first!.id}`,
    );
    // Measured by the database's clock, which set it.
    expect(Number(wait?.waitMs)).toBeGreaterThan((RETRY_MINUTES[0] - 0.5) * 60_000);
    expect(Number(wait?.waitMs)).toBeLessThanOrEqual(RETRY_MINUTES[0] * 60_000);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`attempt 1 of ${MAX_ATTEMPTS}`));
    // Not due yet: a pass does nothing.
    catcher.refuse(null);
    const sender = new MailSender({ db: t.db, transport: smtp(), log: quietLog() });
    expect(await sender.sendDue()).toBe(0);

    // The next attempt, once due, with the server gone: kept again, and the wait grows.
    await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    const unreachable = new MailSender({ db: t.db, transport: smtp(await closedPort()), log: quietLog() });
    expect(await unreachable.sendDue()).toBe(0);
    await unreachable.stop();
    const [second] = await rowsTo('later@example.test');
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (RETRY_MINUTES[1] - 0.5) * 60_000);

    // Due again, the server back: sent, once.
    await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await sender.sendDue()).toBe(1);
    await sender.stop();
    expect(catcher.mailsTo('later@example.test')).toHaveLength(1);
    const [sent] = await rowsTo('later@example.test');
    expect(sent).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives a mail up after its last attempt, and says so in the log', async () => {
    await queueReset('never@example.test');
    await t.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    catcher.refuse('Mailbox full');
    const log = quietLog();
    const sender = new MailSender({ db: t.db, transport: smtp(), log });
    expect(await sender.sendDue()).toBe(0);
    await sender.stop();
    const [row] = await rowsTo('never@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('given up'));
    // A failed mail is never picked again.
    catcher.refuse(null);
    const again = new MailSender({ db: t.db, transport: smtp(), log: quietLog() });
    expect(await again.sendDue()).toBe(0);
    await again.stop();
  });

  it('never hands one mail to two senders working at once', async () => {
    const count = 40;
    for (let i = 0; i < count; i += 1) await queueReset(`crowd-${i}@example.test`, `token-${i}`);
    const before = catcher.mails.length;
    const senders = [0, 1, 2].map(() => new MailSender({ db: t.db, transport: smtp(), log: quietLog(), batchSize: 3 }));
    const sent = await Promise.all(senders.map((sender) => sender.sendDue()));
    await Promise.all(senders.map((sender) => sender.stop()));
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(count);
    const received = catcher.mails.slice(before);
    expect(received).toHaveLength(count);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(count);
    const rows = await t.db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('without SMTP settings, prints each mail with its link to the log and counts it sent, soon after it is queued', async () => {
    const log = quietLog();
    const sender = startMailSender(t.db, testEnv({ PUBLIC_ORIGIN: 'http://localhost:3000' }), log);
    try {
      expect(sender.transportKind).toBe('log');
      // A test environment is not production: no warning at start.
      expect(log.warn).not.toHaveBeenCalled();
      await queueMail(t.db, {
        to: 'local@example.test',
        country: 'sg',
        language: 'en',
        kind: 'unlock',
        token: 'open-me',
      });
      await vi.waitFor(() => expect(log.log).toHaveBeenCalled(), { timeout: 5_000, interval: 50 });
      const printed = String(log.log.mock.calls[0]?.[0]);
      expect(printed).toContain('local@example.test');
      expect(printed).toContain('Unlock your Halcyon Beauty account');
      expect(printed).toContain('http://localhost:3000/users/unlock?token=open-me&country_code=sg');
      await vi.waitFor(async () => expect((await rowsTo('local@example.test'))[0]?.status).toBe('sent'));
    } finally {
      await sender.stop();
    }
    const production = quietLog();
    await startMailSender(t.db, testEnv({ NODE_ENV: 'production' }), production).stop();
    expect(production.warn).toHaveBeenCalledWith(expect.stringContaining('no SMTP_HOST'));
  });

  it('reads its mail server from the environment', () => {
    expect(testEnv().mail).toEqual({ smtp: undefined, from: DEFAULT_MAIL_FROM });
    expect(testEnv({ SMTP_HOST: 'smtp.example.test' }).mail.smtp).toEqual({
      host: 'smtp.example.test',
      port: 587,
      secure: false,
      auth: undefined,
    });
    expect(
      testEnv({ SMTP_HOST: 'smtp.example.test', SMTP_SECURE: 'true', SMTP_USER: 'shop', SMTP_PASSWORD: 'secret' }).mail
        .smtp,
    ).toEqual({ host: 'smtp.example.test', port: 465, secure: true, auth: { user: 'shop', pass: 'secret' } });
    expect(() => testEnv({ SMTP_HOST: 'smtp.example.test', SMTP_USER: 'shop' })).toThrow(/SMTP_USER and SMTP_PASSWORD/);
    expect(() => testEnv({ SMTP_PORT: '2525' })).toThrow(/need SMTP_HOST/);
    expect(() => testEnv({ PUBLIC_ORIGIN: 'ftp://shop.example.test' })).toThrow(/PUBLIC_ORIGIN/);
    expect(logTransport(quietLog()).kind).toBe('log');
  });
});
