import { HappeningBanners } from '@/components/happening/banners';
import { getPreviewHappeningBanners } from '@/lib/api/preview';
import { getTranslator } from '@/lib/i18n/server';
import type { PreviewOptions } from '@/lib/preview/options';
import type { Language } from '@/lib/site';
import { audienceLabel, storeLabel, VersionState } from './entry-status';
import { PreviewSection } from './preview-section';
import styles from './preview.module.css';

/**
 * `/preview/happening`: the Happening hub's banners a store would show, drafts and the chosen
 * segments' included, each marked with its state, as the hub lays them out.
 */
export async function HappeningPreview({ options, lang }: { options: PreviewOptions; lang: Language }) {
  const [t, store, banners, happening] = await Promise.all([
    getTranslator(lang, 'preview'),
    storeLabel(options, lang),
    getPreviewHappeningBanners(options),
    getTranslator(options.language, 'happening'),
  ]);
  return (
    <PreviewSection id="preview-happening-title" className={styles.panel} title={t('happening.title')}>
      <ul className={styles.status} data-testid="preview-entry-status">
        <li>{store}</li>
      </ul>
      {banners === null || banners.length === 0 ? (
        <p className={styles.missing} role="status">
          {t('happening.none', { store })}
        </p>
      ) : (
        <div lang={options.language}>
          <HappeningBanners
            banners={banners}
            country={options.country}
            lang={options.language}
            heading={happening('hub.whatsOn')}
            note={(banner) => (
              <ul className={`${styles.status} ${styles.cardStatus}`} lang={lang} aria-label={t('happening.state')}>
                <VersionState status={banner.status} t={t} />
                <li>{audienceLabel(t, banner.segment)}</li>
              </ul>
            )}
          />
        </div>
      )}
    </PreviewSection>
  );
}
