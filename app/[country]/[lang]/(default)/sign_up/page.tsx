import { SIGN_UP_FORM_MESSAGES } from '@/components/account/messages';
import { registerWithForm } from '@/components/account/sign-up-actions';
import { SignUpForm } from '@/components/account/sign-up-form';
import { REGISTRATION_POINTS } from '@/contract/loyalty';
import { getCountry } from '@/lib/site';
import { formRoute } from '@/app/[country]/[lang]/_routes/form';

/**
 * Like sign-in: the form's answer ("check your email", or why it was refused) comes from its server
 * action, with or without JavaScript. A member never sees the page (the proxy sends them on).
 */
const route = formRoute({
  ns: 'auth',
  texts: 'signUp',
  id: 'sign-up',
  width: 'wide',
  introValues: { points: REGISTRATION_POINTS },
  messages: SIGN_UP_FORM_MESSAGES,
  form: ({ country, lang, defaultLang }) => (
    <SignUpForm
      country={country}
      lang={lang}
      defaultLang={defaultLang}
      callingCode={getCountry(country).callingCode}
      action={registerWithForm.bind(null, country, lang)}
    />
  ),
  withGoogle: true,
  links: (t) => [{ path: '/sign_in', prompt: t('signUp.haveAccount'), label: t('signUp.signIn') }],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
