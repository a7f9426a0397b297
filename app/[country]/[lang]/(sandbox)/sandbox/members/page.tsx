import { MembersPanel } from '@/components/sandbox/members-panel';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('members', ({ country, lang, credential }) => (
  <MembersPanel country={country} lang={lang} credential={credential} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
