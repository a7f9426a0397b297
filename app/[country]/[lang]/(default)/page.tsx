import { HomeHero } from '@/components/content/home-hero';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

export default async function HomePage({ params }: { params: Promise<LocaleParams> }) {
  const { country, lang } = await localeFromParams(params);
  return <HomeHero country={country} lang={lang} />;
}
