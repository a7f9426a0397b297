import { mailOutbox } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import type { MailLocale, MailMessage } from './messages';
import { renderMail } from './templates';

/** The mail's addressee and storefront, and what it says. */
export type QueuedMail = MailLocale & { to: string } & MailMessage;

let publicOrigin: string | undefined;

/**
 * Where mailed links point: PUBLIC_ORIGIN of the API's environment (a local or staging run), else
 * each country's own domain. Set by createApp (backend/app.ts) from its environment.
 */
export function setMailOrigin(origin: string | undefined): void {
  publicOrigin = origin;
}

/** The senders running in this process, woken when a mail is queued (backend/mail/sender.ts). */
const listeners = new Set<() => void>();

export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one way to send a mail: written in the shopper's language and put in the outbox with the
 * database handle it is given, so that inside a transaction the mail is kept exactly when the
 * action that sends it is (a sender delivers it after the commit). The sender is woken at once.
 */
export async function queueMail(db: Db, mail: QueuedMail): Promise<void> {
  const rendered = renderMail(mail, mail, publicOrigin);
  await db.insert(mailOutbox).values({
    toEmail: mail.to.trim().toLowerCase(),
    kind: mail.kind,
    language: rendered.language,
    subject: rendered.subject,
    body: rendered.text,
    html: rendered.html,
    token: rendered.token,
  });
  for (const listener of listeners) listener();
}
