import { LoadersScreen } from '@/components/sandbox/component-screens';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('loaders', ({ lang }) => <LoadersScreen lang={lang} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
