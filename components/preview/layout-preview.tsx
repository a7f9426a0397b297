import { getPreviewLayout } from '@/lib/api/preview';
import { getTranslator } from '@/lib/i18n/server';
import type { PreviewOptions } from '@/lib/preview/options';
import type { Language } from '@/lib/site';
import { audienceLabel, MissingEntry, storeLabel } from './entry-status';
import { PreviewSection } from './preview-section';
import styles from './preview.module.css';

/** Links as an editor checks them: each label with its target. */
function LinkList({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          {link.label} <code>{link.href}</code>
        </li>
      ))}
    </ul>
  );
}

/** `/preview/layout`: the layout a store would get (its draft or segment variant): bar, menus, config. */
export async function LayoutPreview({ options, lang }: { options: PreviewOptions; lang: Language }) {
  const [t, layout] = await Promise.all([getTranslator(lang, 'preview'), getPreviewLayout(options)]);
  if (!layout) return <MissingEntry options={options} lang={lang} />;
  return (
    <PreviewSection id="preview-layout-title" className={styles.panel} title={t('layout.title')}>
      <ul className={styles.status} data-testid="preview-entry-status">
        <li>{await storeLabel(options, lang)}</li>
        <li>{audienceLabel(t, layout.segment)}</li>
      </ul>
      <h2 className={styles.subtitle}>{t('layout.announcement')}</h2>
      <p className={styles.announcement} data-testid="preview-announcement">
        {layout.announcement}
      </p>
      <h2 className={styles.subtitle}>{t('layout.navigation')}</h2>
      <LinkList links={layout.navigation} />
      <h2 className={styles.subtitle}>{t('layout.footer')}</h2>
      <LinkList links={layout.footerLinks} />
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
    </PreviewSection>
  );
}
