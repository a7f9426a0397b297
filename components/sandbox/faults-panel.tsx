import { createApiClient } from '@/lib/api/client';
import { serverBaseURL } from '@/lib/api/server-origin';
import { getFaults } from '@/lib/api/sandbox';
import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';
import { turnFaultsOff, turnFaultsOn } from './actions';
import { SandboxForm } from './sandbox-form';
import styles from './sandbox.module.css';

/** The API's fault switch: latency, errors, malformed bodies and forced 401s, on and off. */
export async function FaultsPanel({
  country,
  lang,
  credential,
}: {
  country: CountryCode;
  lang: Language;
  credential: string;
}) {
  const t = await getTranslator(lang, 'sandbox');
  const state = await getFaults(createApiClient({ country, lang, auth: null, baseURL: serverBaseURL() }), credential);
  const config = state.config;
  return (
    <>
      <p className={styles.note} data-testid="fault-state" data-enabled={state.enabled}>
        {state.enabled && config
          ? t('faults.on', {
              latency: config.latencyMs,
              error: config.errorRate,
              malformed: config.malformedRate,
              unauthorized: config.force401Rate,
              paths: config.paths.length > 0 ? config.paths.join(', ') : t('faults.allPaths'),
            })
          : t('faults.off')}
      </p>
      <section className={styles.panel} aria-labelledby="faults-on">
        <h2 id="faults-on" className={styles.sectionTitle}>
          {t('faults.onHeading')}
        </h2>
        <SandboxForm
          action={turnFaultsOn.bind(null, country, lang)}
          testId="faults-on"
          submit={t('faults.turnOn')}
          pending={t('working')}
          variant="accent"
          fields={[
            {
              name: 'latencyMs',
              label: t('faults.latency'),
              type: 'number',
              defaultValue: String(config?.latencyMs ?? 0),
            },
            {
              name: 'errorRate',
              label: t('faults.errorRate'),
              type: 'text',
              defaultValue: String(config?.errorRate ?? 0),
            },
            {
              name: 'malformedRate',
              label: t('faults.malformedRate'),
              type: 'text',
              defaultValue: String(config?.malformedRate ?? 0),
            },
            {
              name: 'force401Rate',
              label: t('faults.force401Rate'),
              type: 'text',
              defaultValue: String(config?.force401Rate ?? 0),
            },
            { name: 'paths', label: t('faults.paths'), type: 'text', defaultValue: config?.paths.join(', ') ?? '' },
          ]}
        />
      </section>
      <section className={styles.panel} aria-labelledby="faults-off">
        <h2 id="faults-off" className={styles.sectionTitle}>
          {t('faults.offHeading')}
        </h2>
        <SandboxForm
          action={turnFaultsOff.bind(null, country, lang)}
          testId="faults-off"
          submit={t('faults.turnOff')}
          pending={t('working')}
          fields={[]}
        />
      </section>
    </>
  );
}
