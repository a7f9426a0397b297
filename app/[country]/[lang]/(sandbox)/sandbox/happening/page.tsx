import { HappeningScreen } from '@/components/sandbox/component-screens';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('happening', ({ country, lang }) => <HappeningScreen country={country} lang={lang} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
