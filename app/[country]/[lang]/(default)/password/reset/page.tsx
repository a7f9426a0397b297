import { RESET_PASSWORD_FORM_MESSAGES } from '@/components/account/messages';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { resetPasswordWithForm } from '@/components/account/session-actions';
import { formRoute } from '@/app/[country]/[lang]/_routes/form';

/**
 * The mailed `token` is read by the form in the browser, or by the server action from the page the
 * form was posted from. It is never rendered into the page.
 */
const route = formRoute({
  ns: 'auth',
  texts: 'reset',
  id: 'reset',
  messages: RESET_PASSWORD_FORM_MESSAGES,
  form: ({ country, lang, defaultLang }) => (
    <ResetPasswordForm lang={lang} defaultLang={defaultLang} action={resetPasswordWithForm.bind(null, country, lang)} />
  ),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
