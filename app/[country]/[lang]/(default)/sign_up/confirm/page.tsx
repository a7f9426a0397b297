import type { Metadata } from 'next';
import { ConfirmSignUpForm } from '@/components/account/confirm-sign-up-form';
import { CONFIRM_SIGN_UP_MESSAGES } from '@/components/account/messages';
import { confirmSignUpWithForm } from '@/components/account/sign-up-actions';
import styles from '@/components/account/account-page.module.css';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'auth');
  return { title: t('confirmSignUp.title'), robots: { index: false } };
}

/**
 * Static per country × language, like the password reset: the mailed `token` is read by the form
 * in the browser, or by the server action from the page the form was posted from. It is never
 * rendered into the page.
 */
export default async function ConfirmSignUpPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages] = await Promise.all([getTranslator(lang, 'auth'), pickMessages(lang, CONFIRM_SIGN_UP_MESSAGES)]);
  return (
    <section className={styles.page} aria-labelledby="sign-up-confirm-heading">
      <h1 id="sign-up-confirm-heading" className={styles.heading}>
        {t('confirmSignUp.heading')}
      </h1>
      <p className={styles.intro}>{t('confirmSignUp.intro')}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <ConfirmSignUpForm
          lang={lang}
          defaultLang={defaultLanguage(country)}
          action={confirmSignUpWithForm.bind(null, country, lang)}
        />
      </TranslationsProvider>
    </section>
  );
}
