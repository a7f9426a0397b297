import { ContentfulScreen } from '@/components/sandbox/component-screens';
import { sandboxRoute } from '@/app/[country]/[lang]/_routes/sandbox';
import type { LocaleParams } from '@/lib/routing/params';

/** `/sandbox/contentful/{pageType?}/{id?}`: any content entry through the shop's block renderer. */
const route = sandboxRoute<LocaleParams & { entry?: string[] }>('contentful', ({ country, lang, params }) => (
  <ContentfulScreen country={country} lang={lang} entry={params.then((p) => p.entry ?? [])} />
));

export const generateMetadata = route.generateMetadata;
export default route.Page;
