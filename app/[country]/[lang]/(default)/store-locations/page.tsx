import { StoreLocatorPage } from '@/components/stores/store-locator-page';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';

export const generateMetadata = titled('happening', 'stores.title', { description: 'stores.intro' });

export default async function StoreLocatorRoute({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  return <StoreLocatorPage country={country} lang={lang} />;
}
