import { SIGN_IN_FORM_MESSAGES } from '@/components/account/messages';
import { signInWithForm } from '@/components/account/session-actions';
import { SignInForm } from '@/components/account/sign-in-form';
import { formRoute } from '@/app/[country]/[lang]/_routes/form';

/**
 * `return_to` is read by the form in the browser, or by the server action from the page the form
 * was posted from.
 */
const route = formRoute({
  ns: 'auth',
  texts: 'signIn',
  id: 'sign-in',
  messages: SIGN_IN_FORM_MESSAGES,
  form: ({ country, lang, defaultLang }) => (
    <SignInForm lang={lang} defaultLang={defaultLang} action={signInWithForm.bind(null, country, lang)} />
  ),
  withGoogle: true,
  links: (t) => [
    { path: '/password/forgot', label: t('signIn.forgot') },
    { path: '/sign_up', prompt: t('signIn.noAccount'), label: t('signIn.register') },
    { path: '/order-status', prompt: t('signIn.guestOrder'), label: t('signIn.findOrder') },
  ],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
