import { notFound } from 'next/navigation';
import { ContentBlocks } from '@/components/content/content-blocks';
import { getPreviewOverlay } from '@/lib/api/preview';
import { getTranslator } from '@/lib/i18n/server';
import type { PreviewOptions } from '@/lib/preview/options';
import type { Language } from '@/lib/site';
import { audienceLabel } from './entry-status';
import styles from './preview.module.css';

/** `/preview/overlay/{id}`: an overlay (by id or key) as the shopper would see it over the page. */
export async function OverlayPreview({ options, lang, id }: { options: PreviewOptions; lang: Language; id: string }) {
  const [t, overlay] = await Promise.all([getTranslator(lang, 'preview'), getPreviewOverlay(options, id)]);
  if (!overlay) notFound();
  return (
    <div className={styles.overlayStage}>
      <section className={styles.overlay} aria-labelledby="preview-overlay-title" data-testid="preview-overlay">
        <h1 id="preview-overlay-title" className={styles.overlayTitle}>
          {overlay.title}
        </h1>
        <ul className={styles.status}>
          <li>{audienceLabel(t, overlay.segment)}</li>
          <li>{t('overlay.delay', { count: overlay.delaySeconds })}</li>
        </ul>
        <ContentBlocks blocks={overlay.blocks} country={options.country} lang={options.language} heroIsTitle={false} />
      </section>
    </div>
  );
}
