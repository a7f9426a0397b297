import { HappeningBanners } from '@/components/happening/banners';
import { getPreviewHappeningBanners } from '@/lib/api/preview';
import { getTranslator } from '@/lib/i18n/server';
import type { PreviewOptions } from '@/lib/preview/options';
import type { Language } from '@/lib/site';
import { storeLabel } from './entry-status';
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
    <section className={styles.panel} aria-labelledby="preview-happening-title">
      <h1 id="preview-happening-title" className={styles.title}>
        {t('happening.title')}
      </h1>
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
                <li className={banner.status === 'draft' ? styles.draft : styles.published}>
                  {banner.status === 'draft' ? t('entry.draft') : t('entry.published')}
                </li>
                <li>{banner.segment ? t('entry.segment', { segment: banner.segment }) : t('entry.general')}</li>
              </ul>
            )}
          />
        </div>
      )}
    </section>
  );
}
