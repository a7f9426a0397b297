import type { Metadata } from 'next';
import { UNLOCK_FORM_MESSAGES } from '@/components/account/messages';
import { UnlockForm } from '@/components/account/unlock-form';
import { requestUnlockWithForm } from '@/components/account/session-actions';
import styles from '@/components/account/account-page.module.css';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'auth');
  return { title: t('unlock.title'), robots: { index: false } };
}

/** Static per country × language: the emailed `token` is read by the form in the browser. */
export default async function UnlockPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages] = await Promise.all([getTranslator(lang, 'auth'), pickMessages(lang, UNLOCK_FORM_MESSAGES)]);
  return (
    <section className={styles.page} aria-labelledby="unlock-heading">
      <h1 id="unlock-heading" className={styles.heading}>
        {t('unlock.heading')}
      </h1>
      <p className={styles.intro}>{t('unlock.intro')}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <UnlockForm
          lang={lang}
          defaultLang={defaultLanguage(country)}
          action={requestUnlockWithForm.bind(null, country, lang)}
        />
      </TranslationsProvider>
    </section>
  );
}
