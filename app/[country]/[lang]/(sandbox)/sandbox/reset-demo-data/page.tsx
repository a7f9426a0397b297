import { ResetPanel } from '@/components/sandbox/reset-panel';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('reset-demo-data', ({ country, lang }) => <ResetPanel country={country} lang={lang} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
