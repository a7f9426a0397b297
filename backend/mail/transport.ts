import { createTransport } from 'nodemailer';
import type { MailEnv, SmtpSettings } from '@/backend/env';

/** A mail of the outbox on its way out. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  language: string;
  createdAt: Date;
}

export interface MailTransport {
  /** `smtp` hands mails to a mail server; `log` prints them (no server configured). */
  readonly kind: 'smtp' | 'log';
  /** Resolves once the mail is accepted; rejects with the reason otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Nothing waits on a silent server longer than this, so an attempt always ends well within its lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

/**
 * The Message-ID of an outbox row: the same for every attempt at it, so a mail server that did take
 * an attempt the sender could not hear back from sees the next one as the same message.
 */
export function messageIdOf(mail: Pick<OutgoingMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'halcyonbeauty.invalid';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

export function smtpTransport(settings: SmtpSettings, from: string): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdOf(mail, from),
        headers: { 'Content-Language': mail.language },
      });
    },
    close: () => transporter.close(),
  };
}

/** Where the log transport writes: the console, or what a test hands it. */
export type MailLog = Pick<Console, 'log' | 'warn' | 'error'>;

/** Without a mail server, each mail is printed whole (its link included) for whoever runs the API. */
export function logTransport(log: MailLog = console): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      const body = mail.text.trimEnd().replace(/^/gm, '    ');
      log.log(`[mail] to ${mail.to}: ${mail.subject} (not sent: no SMTP_HOST)\n${body}`);
    },
    close: () => {},
  };
}

/** The transport the environment asks for. */
export function mailTransport(env: MailEnv, log: MailLog = console): MailTransport {
  return env.smtp ? smtpTransport(env.smtp, env.from) : logTransport(log);
}
