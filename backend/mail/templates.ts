import {
  COUNTRIES,
  formatZonedDate,
  formatZonedTime,
  localeTag,
  storefrontUrl,
  type Language,
} from '@/contract';
import { en } from './copy/en';
import { id } from './copy/id';
import { th } from './copy/th';
import type { LinkMailCopy, MailCopy } from './copy/types';
import { zh } from './copy/zh';
import { frame, type TemplateContext } from './frame';
import { type MailContent, renderHtml, renderText } from './layout';
import type { MailLocale, MailMessage, RenderedMail } from './messages';
import { orderContent } from './order-template';

const COPY: Readonly<Record<Language, MailCopy>> = { en, id, th, zh };

function linkMail(ctx: TemplateContext, copy: LinkMailCopy, path: string, name?: string): MailContent {
  return {
    ...frame(ctx, name),
    subject: copy.subject,
    heading: copy.heading,
    paragraphs: [copy.intro],
    action: { label: copy.action, url: ctx.link(path) },
    closing: [copy.outro],
  };
}

const withToken = (path: string, token: string) => `${path}?${new URLSearchParams({ token }).toString()}`;

function content(ctx: TemplateContext, message: MailMessage): MailContent {
  const { copy } = ctx;
  switch (message.kind) {
    case 'password_reset':
      return linkMail(ctx, copy.passwordReset, withToken('/password/reset', message.token), message.name);
    case 'unlock':
      return linkMail(ctx, copy.unlock, withToken('/users/unlock', message.token), message.name);
    case 'no_account':
      return linkMail(ctx, { ...copy.noAccount, intro: copy.noAccount.intro(message.asked) }, '/sign_up');
    case 'registration_confirm': {
      const query = new URLSearchParams({ token: message.token });
      if (message.returnTo && message.returnTo !== '/') query.set('return_to', message.returnTo);
      return linkMail(ctx, copy.registrationConfirm, `/sign_up/confirm?${query.toString()}`, message.name);
    }
    case 'registration_existing':
      return {
        ...linkMail(ctx, copy.registrationExisting, '/sign_in'),
        links: [{ label: copy.registrationExisting.forgotPassword, url: ctx.link('/password/forgot') }],
      };
    case 'booking': {
      const { booking } = message;
      const words = booking.status === 'pending' ? copy.booking.pending : copy.booking.confirmed;
      const tag = localeTag(ctx.locale.country, ctx.locale.language);
      const when = `${formatZonedDate(booking.startsAt, booking.timeZone, tag)}, ${formatZonedTime(booking.startsAt, booking.timeZone, tag)}`;
      return {
        ...frame(ctx, message.name),
        subject: words.subject(booking.number, booking.title),
        heading: words.heading,
        paragraphs: [
          booking.status === 'pending'
            ? copy.booking.pending.intro(booking.number, booking.holdMinutes)
            : copy.booking.confirmed.intro(booking.number),
        ],
        action: { label: words.action, url: ctx.link(withToken(booking.path, booking.token)) },
        facts: [
          [copy.booking.number, booking.number],
          [copy.booking.activity, booking.title],
          [copy.booking.when, when],
          [copy.booking.where, `${booking.store.name}\n${booking.store.address}`],
        ],
        closing: [words.outro],
      };
    }
    case 'order_confirmation':
      return orderContent(ctx, message.order, message.name);
  }
}

/** The token a mail's link carries, for QA's outbox; none for a mail without a secret. */
function tokenOf(message: MailMessage): string | null {
  switch (message.kind) {
    case 'password_reset':
    case 'unlock':
    case 'registration_confirm':
      return message.token;
    case 'booking':
      return message.booking.token;
    default:
      return null;
  }
}

/**
 * Writes a mail in the shopper's language (the country's own when the country does not offer it),
 * with absolute links to the shopper's storefront: `publicOrigin` when the deployment has one,
 * else the country's domain.
 */
export function renderMail(message: MailMessage, locale: MailLocale, publicOrigin?: string): RenderedMail {
  const site = COUNTRIES[locale.country];
  const language = site.languages.includes(locale.language) ? locale.language : (site.languages[0] ?? 'en');
  const ctx: TemplateContext = {
    copy: COPY[language],
    locale: { country: locale.country, language },
    link: (path) => storefrontUrl(locale.country, language, path, publicOrigin),
  };
  const mail = content(ctx, message);
  return { language, subject: mail.subject, text: renderText(mail), html: renderHtml(mail), token: tokenOf(message) };
}
