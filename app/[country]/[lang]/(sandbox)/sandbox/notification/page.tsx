import { NotificationScreen } from '@/components/sandbox/component-screens';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';

const route = sandboxRoute('notification', ({ lang }) => <NotificationScreen lang={lang} />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
