import type { BackendEnv } from '@/backend/env';
import type { Db } from '@/backend/types';
import { MailSender } from './sender';
import { mailTransport, type MailLog } from './transport';

export type { MailLocale, MailMessage, OrderMail } from './messages';
export { queueMail, setMailOrigin } from './queue';
export { queueOrderConfirmation } from './order-confirmation';
export { MailSender, MAX_ATTEMPTS, RETRY_MINUTES } from './sender';
export { logTransport, smtpTransport } from './transport';

/**
 * Starts this process's sender over the outbox (backend/server.ts does, beside the API; the app
 * alone, as tests make it, sends nothing). Without SMTP_HOST mails are printed to the log, which a
 * production process says once at start.
 */
export function startMailSender(db: Db, env: BackendEnv, log: MailLog = console): MailSender {
  const sender = new MailSender({ db, transport: mailTransport(env.mail, log), log });
  if (sender.transportKind === 'log' && env.nodeEnv === 'production') {
    log.warn('[mail] no SMTP_HOST: mails are printed to this log, not sent');
  }
  return sender.start();
}
