import { FaultsPanel } from '@/components/sandbox/faults-panel';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('faults', ({ country, lang, credential }) => (
  <FaultsPanel country={country} lang={lang} credential={credential} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
