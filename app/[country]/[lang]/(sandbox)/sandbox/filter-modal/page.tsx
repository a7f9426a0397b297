import { FilterModalScreen } from '@/components/sandbox/component-screens';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('filter-modal', ({ country, lang }) => <FilterModalScreen country={country} lang={lang} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
