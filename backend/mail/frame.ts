import { COUNTRIES, localeTag } from '@/contract';
import type { MailCopy } from './copy/types';
import type { MailContent } from './layout';
import type { MailLocale } from './messages';

/** What a template is written with: the words, the locale and the way to its storefront's pages. */
export interface TemplateContext {
  copy: MailCopy;
  locale: MailLocale;
  /** The absolute address of a storefront path (and query) for the mail's country and language. */
  link(pathAndQuery: string): string;
}

/** The frame every mail shares: its language, greeting, sign-off and footer. */
export function frame(
  ctx: TemplateContext,
  name: string | undefined,
): Pick<MailContent, 'lang' | 'greeting' | 'signOff' | 'linkFallback' | 'footer'> {
  const { country, language } = ctx.locale;
  const site = COUNTRIES[country];
  return {
    lang: localeTag(country, language),
    greeting: ctx.copy.greeting(name),
    signOff: ctx.copy.signOff,
    linkFallback: ctx.copy.linkFallback,
    footer: ctx.copy.footer(`Halcyon Beauty ${language === 'en' ? site.englishName : site.name}`),
  };
}
