import { getFaults } from '@/lib/api/sandbox';
import { getTranslator } from '@/lib/i18n/server';
import { qaClient } from './action-runner';
import { turnFaultsOff, turnFaultsOn } from './actions';
import { SandboxForm } from './sandbox-form';
import { SandboxPanel, type SandboxPanelProps } from './sandbox-panel';
import styles from './sandbox.module.css';

const RATES = ['errorRate', 'malformedRate', 'force401Rate'] as const;

/** The API's fault switch: latency, errors, malformed bodies and forced 401s, on and off. */
export async function FaultsPanel({ country, lang, credential }: SandboxPanelProps) {
  const t = await getTranslator(lang, 'sandbox');
  const state = await getFaults(qaClient(country, lang), credential);
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
      <SandboxPanel id="faults-on" title={t('faults.onHeading')}>
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
            ...RATES.map((name) => ({
              name,
              label: t(`faults.${name}`),
              type: 'text' as const,
              defaultValue: String(config?.[name] ?? 0),
            })),
            { name: 'paths', label: t('faults.paths'), type: 'text', defaultValue: config?.paths.join(', ') ?? '' },
          ]}
        />
      </SandboxPanel>
      <SandboxPanel id="faults-off" title={t('faults.offHeading')}>
        <SandboxForm
          action={turnFaultsOff.bind(null, country, lang)}
          testId="faults-off"
          submit={t('faults.turnOff')}
          pending={t('working')}
          fields={[]}
        />
      </SandboxPanel>
    </>
  );
}
