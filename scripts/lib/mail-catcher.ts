// A mail server for tests: it takes every mail handed to it over SMTP (no TLS, no login), parses
// it, and keeps it in memory. The backend tests start one per file; the e2e journeys start one as
// a Playwright web server (scripts/mail-catcher.ts) and read the mails over HTTP.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Lower-cased addresses of the envelope. */
  to: string[];
  /** The sender's address. */
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The Content-Language header. */
  language: string;
  receivedAt: string;
}

export interface MailCatcher {
  readonly port: number;
  /** Every mail taken, oldest first (the last `MAX_KEPT`). */
  readonly mails: readonly CaughtMail[];
  /** The mails to one address, newest first. */
  mailsTo(address: string): CaughtMail[];
  /** While set, the server refuses every mail with this temporary failure. */
  refuse(reason: string | null): void;
  close(): Promise<void>;
}

const MAX_KEPT = 2000;

export async function startMailCatcher({ port = 0, host = '127.0.0.1' } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            language: String(parsed.headers.get('content-language') ?? ''),
            receivedAt: new Date().toISOString(),
          });
          if (mails.length > MAX_KEPT) mails.splice(0, mails.length - MAX_KEPT);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    mailsTo: (address) => mails.filter((mail) => mail.to.includes(address.trim().toLowerCase())).reverse(),
    refuse: (reason) => {
      refusal = reason;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
