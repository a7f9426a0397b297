import type { Metadata } from 'next';
import { SandboxIndex } from '@/components/sandbox/sandbox-index';
import { requireSandboxOpen, SandboxSurface, sandboxMetadata } from '@/components/sandbox/sandbox-surface';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return sandboxMetadata(lang);
}

/** QA's sandbox: the index of its pages, behind the QA credential; 404 unless switched on. */
export default async function SandboxPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  await requireSandboxOpen();
  const t = await getTranslator(lang, 'sandbox');
  return (
    <SandboxSurface country={country} lang={lang} title={t('index.title')} description={t('index.lead')} isIndex>
      {() => <SandboxIndex country={country} lang={lang} />}
    </SandboxSurface>
  );
}
