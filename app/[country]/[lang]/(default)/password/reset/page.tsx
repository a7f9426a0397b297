import type { Metadata } from 'next';
import { RESET_PASSWORD_FORM_MESSAGES } from '@/components/account/messages';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { resetPasswordWithForm } from '@/components/account/session-actions';
import styles from '@/components/account/account-page.module.css';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'auth');
  return { title: t('reset.title'), robots: { index: false } };
}

/**
 * Static per country × language: the mailed `token` is read by the form in the browser, or by the
 * server action from the page the form was posted from. It is never rendered into the page.
 */
export default async function ResetPasswordPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages] = await Promise.all([
    getTranslator(lang, 'auth'),
    pickMessages(lang, RESET_PASSWORD_FORM_MESSAGES),
  ]);
  return (
    <section className={styles.page} aria-labelledby="reset-heading">
      <h1 id="reset-heading" className={styles.heading}>
        {t('reset.heading')}
      </h1>
      <p className={styles.intro}>{t('reset.intro')}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <ResetPasswordForm
          lang={lang}
          defaultLang={defaultLanguage(country)}
          action={resetPasswordWithForm.bind(null, country, lang)}
        />
      </TranslationsProvider>
    </section>
  );
}
