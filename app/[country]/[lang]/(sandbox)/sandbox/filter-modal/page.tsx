import type { Metadata } from 'next';
import { FilterModalScreen } from '@/components/sandbox/component-screens';
import { SandboxScreen, sandboxPageMetadata } from '@/components/sandbox/sandbox-surface';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxPageMetadata(lang, 'filter-modal');
}

export default async function SandboxFilterModalPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <SandboxScreen slug="filter-modal" country={country} lang={lang}>
      {() => <FilterModalScreen country={country} lang={lang} />}
    </SandboxScreen>
  );
}
