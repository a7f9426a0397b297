import type { Metadata } from 'next';
import { GOOGLE_SIGN_IN_MESSAGES, SIGN_IN_FORM_MESSAGES } from '@/components/account/messages';
import { AuthLinks } from '@/components/account/auth-links';
import { GoogleSignIn } from '@/components/account/google-sign-in';
import { SignInForm } from '@/components/account/sign-in-form';
import { continueWithGoogle, signInWithForm } from '@/components/account/session-actions';
import styles from '@/components/account/account-page.module.css';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'auth');
  return { title: t('signIn.title'), robots: { index: false } };
}

/**
 * Static per country × language: `return_to` is read by the form in the browser, or by the server
 * action from the page the form was posted from.
 */
export default async function SignInPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages, googleMessages] = await Promise.all([
    getTranslator(lang, 'auth'),
    pickMessages(lang, SIGN_IN_FORM_MESSAGES),
    pickMessages(lang, GOOGLE_SIGN_IN_MESSAGES),
  ]);
  return (
    <section className={styles.page} aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading" className={styles.heading}>
        {t('signIn.heading')}
      </h1>
      <p className={styles.intro}>{t('signIn.intro')}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <SignInForm
          lang={lang}
          defaultLang={defaultLanguage(country)}
          action={signInWithForm.bind(null, country, lang)}
        />
      </TranslationsProvider>
      <TranslationsProvider lang={lang} resources={googleMessages}>
        <GoogleSignIn
          lang={lang}
          defaultLang={defaultLanguage(country)}
          action={continueWithGoogle.bind(null, country, lang)}
        />
      </TranslationsProvider>
      <AuthLinks
        lang={lang}
        defaultLang={defaultLanguage(country)}
        links={[
          { path: '/password/forgot', label: t('signIn.forgot') },
          { path: '/sign_up', prompt: t('signIn.noAccount'), label: t('signIn.register') },
          { path: '/order-status', prompt: t('signIn.guestOrder'), label: t('signIn.findOrder') },
        ]}
      />
    </section>
  );
}
