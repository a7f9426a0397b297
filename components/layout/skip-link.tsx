import { getTranslator } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import styles from './skip-link.module.css';

export async function SkipLink({ lang }: { lang: Language }) {
  const t = await getTranslator(lang, 'common');
  return (
    <a href="#main-content" className={styles.skip}>
      {t('skipToContent')}
    </a>
  );
}
