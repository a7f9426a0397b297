import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { FORGOT_PASSWORD_FORM_MESSAGES } from '@/components/account/messages';
import { requestPasswordResetWithForm } from '@/components/account/session-actions';
import { formRoute } from '@/app/[country]/[lang]/_routes/form';

const route = formRoute({
  ns: 'auth',
  texts: 'forgot',
  id: 'forgot',
  messages: FORGOT_PASSWORD_FORM_MESSAGES,
  form: ({ country, lang }) => <ForgotPasswordForm action={requestPasswordResetWithForm.bind(null, country, lang)} />,
  links: (t) => [{ path: '/sign_in', prompt: t('forgot.remembered'), label: t('signUp.signIn') }],
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
