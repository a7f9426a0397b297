import { ConfirmSignUpForm } from '@/components/account/confirm-sign-up-form';
import { CONFIRM_SIGN_UP_MESSAGES } from '@/components/account/messages';
import { confirmSignUpWithForm } from '@/components/account/sign-up-actions';
import { formRoute } from '@/app/[country]/[lang]/_routes/form';

/**
 * Like the password reset: the mailed `token` is read by the form in the browser, or by the server
 * action from the page the form was posted from. It is never rendered into the page.
 */
const route = formRoute({
  ns: 'auth',
  texts: 'confirmSignUp',
  id: 'sign-up-confirm',
  messages: CONFIRM_SIGN_UP_MESSAGES,
  form: ({ country, lang, defaultLang }) => (
    <ConfirmSignUpForm lang={lang} defaultLang={defaultLang} action={confirmSignUpWithForm.bind(null, country, lang)} />
  ),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
