import { MailPanel } from '@/components/sandbox/mail-panel';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('mail', ({ country, lang, credential, searchParams }) => (
  <MailPanel country={country} lang={lang} credential={credential} search={searchParams} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
