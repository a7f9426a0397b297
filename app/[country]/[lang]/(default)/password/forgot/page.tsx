import type { Metadata } from 'next';
import { AuthLinks } from '@/components/account/auth-links';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { FORGOT_PASSWORD_FORM_MESSAGES } from '@/components/account/messages';
import { requestPasswordResetWithForm } from '@/components/account/session-actions';
import styles from '@/components/account/account-page.module.css';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'auth');
  return { title: t('forgot.title'), robots: { index: false } };
}

/** Static per country × language. */
export default async function ForgotPasswordPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages] = await Promise.all([
    getTranslator(lang, 'auth'),
    pickMessages(lang, FORGOT_PASSWORD_FORM_MESSAGES),
  ]);
  return (
    <section className={styles.page} aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className={styles.heading}>
        {t('forgot.heading')}
      </h1>
      <p className={styles.intro}>{t('forgot.intro')}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <ForgotPasswordForm action={requestPasswordResetWithForm.bind(null, country, lang)} />
      </TranslationsProvider>
      <AuthLinks
        lang={lang}
        defaultLang={defaultLanguage(country)}
        links={[{ path: '/sign_in', prompt: t('forgot.remembered'), label: t('signUp.signIn') }]}
      />
    </section>
  );
}
