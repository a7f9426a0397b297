import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';
import { resetDemoMembers } from './actions';
import { SandboxForm } from './sandbox-form';
import { SandboxPanel } from './sandbox-panel';
import styles from './sandbox.module.css';

/** Resets the demo members of docs/demo-members.md; members QA made here are left alone. */
export async function ResetPanel({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'sandbox');
  return (
    <SandboxPanel id="reset-heading" title={t('reset.heading')}>
      <p className={styles.note}>{t('reset.what')}</p>
      <SandboxForm
        action={resetDemoMembers.bind(null, country, lang)}
        testId="reset-demo"
        submit={t('reset.button')}
        pending={t('working')}
        variant="accent"
        fields={[]}
      />
    </SandboxPanel>
  );
}
