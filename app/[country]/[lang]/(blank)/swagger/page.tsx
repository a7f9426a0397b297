import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { ApiReference } from '@/components/sandbox/api-reference';
import { serverEnv } from '@/lib/env';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';

export const generateMetadata = titled('common', 'swagger.title', { index: false, follow: false });

/** QA's API reference (blank layout); closed unless the sandbox surfaces are enabled. */
export default async function SwaggerPage({ params }: LocalePageProps) {
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
