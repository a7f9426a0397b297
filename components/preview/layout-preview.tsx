import { getPreviewLayout } from '@/lib/api/preview';
import { getTranslator } from '@/lib/i18n/server';
import type { PreviewOptions } from '@/lib/preview/options';
import type { Language } from '@/lib/site';
import { storeLabel } from './entry-status';
import styles from './preview.module.css';

/** `/preview/layout`: the layout a store would get (its draft or segment variant): bar, menus, config. */
export async function LayoutPreview({ options, lang }: { options: PreviewOptions; lang: Language }) {
  const [t, layout] = await Promise.all([getTranslator(lang, 'preview'), getPreviewLayout(options)]);
  if (!layout) {
    return (
      <p className={styles.missing} role="status">
        {t('entry.missing', { store: await storeLabel(options, lang) })}
      </p>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="preview-layout-title">
      <h1 id="preview-layout-title" className={styles.title}>
        {t('layout.title')}
      </h1>
      <ul className={styles.status} data-testid="preview-entry-status">
        <li>{await storeLabel(options, lang)}</li>
        <li>{layout.segment ? t('entry.segment', { segment: layout.segment }) : t('entry.general')}</li>
      </ul>
      <h2 className={styles.subtitle}>{t('layout.announcement')}</h2>
      <p className={styles.announcement} data-testid="preview-announcement">
        {layout.announcement}
      </p>
      <h2 className={styles.subtitle}>{t('layout.navigation')}</h2>
      <ul className={styles.linkList}>
        {layout.navigation.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            {link.label} <code>{link.href}</code>
          </li>
        ))}
      </ul>
      <h2 className={styles.subtitle}>{t('layout.footer')}</h2>
      <ul className={styles.linkList}>
        {layout.footerLinks.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            {link.label} <code>{link.href}</code>
          </li>
        ))}
      </ul>
      <h2 className={styles.subtitle}>{t('layout.exempted')}</h2>
      <ul className={styles.linkList}>
        {layout.config.smartLinkExemptedPaths.length === 0 ? <li>{t('layout.none')}</li> : null}
        {layout.config.smartLinkExemptedPaths.map((rule) => (
          <li key={`${rule.type}-${rule.value}`}>
            {rule.type} <code>{rule.value}</code>
          </li>
        ))}
      </ul>
      <h2 className={styles.subtitle}>{t('layout.fraudSite')}</h2>
      <p>
        <code>{layout.config.forterSiteId || t('layout.none')}</code>
      </p>
    </section>
  );
}
