import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { ApiReference } from '@/components/sandbox/api-reference';
import { serverEnv } from '@/lib/env';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'common');
  return { title: t('swagger.title'), robots: { index: false, follow: false } };
}

/** QA's API reference (blank layout); closed unless the sandbox surfaces are enabled. */
export default async function SwaggerPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <Suspense fallback={null}>
      <OpenSurface>
        <ApiReference country={country} lang={lang} />
      </OpenSurface>
    </Suspense>
  );
}

async function OpenSurface({ children }: { children: React.ReactNode }) {
  // Decided per request, so that the same build is closed in production and open for QA.
  await connection();
  if (!serverEnv().ENABLE_SANDBOX) notFound();
  return children;
}
