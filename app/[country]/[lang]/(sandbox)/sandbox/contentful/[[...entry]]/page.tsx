import type { Metadata } from 'next';
import { ContentfulScreen } from '@/components/sandbox/component-screens';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { entry?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'contentful');
}

/** `/sandbox/contentful/{pageType?}/{id?}`: any content entry through the shop's block renderer. */
export default async function SandboxContentfulPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="contentful" country={country} lang={lang}>
      {() => <ContentfulScreen country={country} lang={lang} entry={params.then((p) => p.entry ?? [])} />}
    </SandboxScreen>
  );
}
