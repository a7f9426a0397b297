import type { Metadata } from 'next';
import { GOOGLE_SIGN_IN_MESSAGES, SIGN_UP_FORM_MESSAGES } from '@/components/account/messages';
import { continueWithGoogle } from '@/components/account/session-actions';
import { registerWithForm } from '@/components/account/sign-up-actions';
import { SignUpForm } from '@/components/account/sign-up-form';
import { AuthLinks } from '@/components/account/auth-links';
import { GoogleSignIn } from '@/components/account/google-sign-in';
import styles from '@/components/account/account-page.module.css';
import { REGISTRATION_POINTS } from '@/contract/loyalty';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, getCountry } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'auth');
  return { title: t('signUp.title'), robots: { index: false } };
}

/**
 * Static per country × language, like sign-in: the form's answer ("check your email", or why it
 * was refused) comes from its server action, with or without JavaScript. A member never sees the
 * page (the proxy sends them on).
 */
export default async function SignUpPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages, googleMessages] = await Promise.all([
    getTranslator(lang, 'auth'),
    pickMessages(lang, SIGN_UP_FORM_MESSAGES),
    pickMessages(lang, GOOGLE_SIGN_IN_MESSAGES),
  ]);
  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="sign-up-heading">
      <h1 id="sign-up-heading" className={styles.heading}>
        {t('signUp.heading')}
      </h1>
      <p className={styles.intro}>{t('signUp.intro', { points: REGISTRATION_POINTS })}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <SignUpForm
          country={country}
          lang={lang}
          defaultLang={defaultLanguage(country)}
          callingCode={getCountry(country).callingCode}
          action={registerWithForm.bind(null, country, lang)}
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
        links={[{ path: '/sign_in', prompt: t('signUp.haveAccount'), label: t('signUp.signIn') }]}
      />
    </section>
  );
}
