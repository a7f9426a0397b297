import type { TFunction } from 'i18next';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { LanguageSwitcher } from './language-switcher';

/** The country's languages to switch between, labelled in the page's language (`common`). */
export function CountryLanguageSwitcher({
  country,
  lang,
  t,
}: {
  country: CountryCode;
  lang: Language;
  t: TFunction<'common'>;
}) {
  return (
    <LanguageSwitcher
      current={lang}
      defaultLang={defaultLanguage(country)}
      label={t('language.label')}
      switchTo={t('language.switchTo', { language: '{{language}}' })}
      options={getCountry(country).languages.map((l) => ({ lang: l, name: t(`languageNames.${l}`) }))}
    />
  );
}
