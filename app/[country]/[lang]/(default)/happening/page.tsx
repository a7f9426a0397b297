import { HappeningHub } from '@/components/happening/hub-page';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';

export const generateMetadata = titled('happening', 'activities.title', { description: 'activities.intro' });

export default async function HappeningHubRoute({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  return <HappeningHub country={country} lang={lang} />;
}
