import { UNLOCK_FORM_MESSAGES } from '@/components/account/messages';
import { requestUnlockWithForm } from '@/components/account/session-actions';
import { UnlockForm } from '@/components/account/unlock-form';
import { formRoute } from '@/app/[country]/[lang]/_routes/form';

/** The emailed `token` is read by the form in the browser. */
const route = formRoute({
  ns: 'auth',
  texts: 'unlock',
  id: 'unlock',
  messages: UNLOCK_FORM_MESSAGES,
  form: ({ country, lang, defaultLang }) => (
    <UnlockForm lang={lang} defaultLang={defaultLang} action={requestUnlockWithForm.bind(null, country, lang)} />
  ),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
