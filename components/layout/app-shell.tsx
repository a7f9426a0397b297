import { Suspense } from 'react';
import { getLayoutConfig } from '@/lib/api/layout';
import { shellConfig } from '@/lib/app-shell/config';
import { integrationsEnv } from '@/lib/env';
import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';
import { IntentPrefetch } from './intent-prefetch';
import { NotificationCenter } from './notification-center';
import { ShellIntegrations } from './shell-integrations';
import { SectionBoundary } from '@/components/ui/section-boundary';

async function ShellIntegrationsWithLayout({ country, lang }: { country: CountryCode; lang: Language }) {
  const layout = await getLayoutConfig(country, lang);
  return <ShellIntegrations config={shellConfig(integrationsEnv(), country, lang, layout)} />;
}

/**
 * The parts of the app shell every page has beyond its layout: the notification centre, the
 * prefetch of the page a shopper reaches for, and the integrations with their guards. The layout's
 * config is read through the cache and never holds up the page.
 */
export async function AppShell({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'common');
  return (
    <>
      <NotificationCenter label={t('notifications.label')} dismissLabel={t('notifications.dismiss')} />
      <IntentPrefetch />
      <SectionBoundary quiet={null}>
        <Suspense fallback={null}>
          <ShellIntegrationsWithLayout country={country} lang={lang} />
        </Suspense>
      </SectionBoundary>
    </>
  );
}
