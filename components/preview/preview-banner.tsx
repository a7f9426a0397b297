import { getTranslator } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import styles from './preview-banner.module.css';

export async function PreviewBanner({ lang }: { lang: Language }) {
  const t = await getTranslator(lang, 'common');
  return (
    <div className={styles.banner} role="status">
      {t('layout.previewBanner')}
    </div>
  );
}
