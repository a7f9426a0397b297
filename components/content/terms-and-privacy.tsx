import { keepPlaceholders, TextWithLinks } from '@/components/ui/text-with-links';
import { LEGAL_TERMS_HREF } from '@/contract/content-pages';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';

/** The placeholders a sentence for `TermsAndPrivacyText` keeps: `t(key, TERMS_AND_PRIVACY)`. */
export const TERMS_AND_PRIVACY = keepPlaceholders('terms', 'privacy');

/**
 * A translated sentence naming the legal terms and the privacy policy, each a link. The links open
 * in a new tab, so that what the shopper has typed into the form around it stays.
 */
export function TermsAndPrivacyText({
  template,
  termsLabel,
  privacyLabel,
  lang,
  defaultLang,
}: {
  template: string;
  termsLabel: string;
  privacyLabel: string;
  lang: Language;
  defaultLang: Language;
}) {
  return (
    <TextWithLinks
      template={template}
      parts={{
        terms: (
          <a href={withLanguage(LEGAL_TERMS_HREF, lang, defaultLang)} target="_blank" rel="noopener">
            {termsLabel}
          </a>
        ),
        privacy: (
          <a href={withLanguage('/privacy', lang, defaultLang)} target="_blank" rel="noopener">
            {privacyLabel}
          </a>
        ),
      }}
    />
  );
}
