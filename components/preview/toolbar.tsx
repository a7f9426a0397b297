import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button';
import type { UserSegment } from '@/contract';
import { getTranslator } from '@/lib/i18n/server';
import type { PreviewOptions } from '@/lib/preview/options';
import { allLocales, getCountry, type Language } from '@/lib/site';
import { applyPreviewOptions } from './actions';
import { storeLabel } from './entry-status';
import styles from './preview.module.css';

/**
 * The editor's toolbar: store and language, user segments, the preview pages, and the way out.
 * Plain forms, so it works before (and without) JavaScript.
 */
export async function PreviewToolbar({
  lang,
  options,
  segments,
  pathname,
  invalidOptions,
}: {
  lang: Language;
  options: PreviewOptions;
  segments: UserSegment[];
  pathname: string;
  invalidOptions: boolean;
}) {
  const [t, common] = await Promise.all([getTranslator(lang, 'preview'), getTranslator(lang, 'common')]);
  const selected = new Set(options.segments);
  const audience =
    options.segments.length > 0
      ? segments
          .filter((segment) => selected.has(segment.slug))
          .map((segment) => segment.name)
          .join(', ') || options.segments.join(', ')
      : t('toolbar.everyone');
  return (
    <aside className={styles.toolbar} aria-label={t('toolbar.label')}>
      <p className={styles.showing} data-testid="preview-showing">
        {t('toolbar.showing', { store: await storeLabel(options, lang), audience })}
      </p>
      <form action={applyPreviewOptions} className={styles.toolbarForm}>
        <input type="hidden" name="path" value={pathname} />
        <label className={styles.field}>
          <span>{t('toolbar.storefront')}</span>
          <select name="storefront" defaultValue={`${options.country}:${options.language}`}>
            {allLocales().map(({ country, lang: language }) => (
              <option key={`${country}:${language}`} value={`${country}:${language}`}>
                {`${getCountry(country).name} · ${common(`languageNames.${language}`)}`}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={styles.segments} aria-describedby="preview-segments-hint">
          <legend>{t('toolbar.segments')}</legend>
          {segments.map((segment) => (
            <label key={segment.slug} className={styles.segment} title={segment.description}>
              <input type="checkbox" name="segments" value={segment.slug} defaultChecked={selected.has(segment.slug)} />
              <span>{segment.name}</span>
            </label>
          ))}
          <p id="preview-segments-hint" className={styles.hint}>
            {t('toolbar.segmentsHint')}
          </p>
        </fieldset>
        <button type="submit" className={buttonClassName({ variant: 'accent' })}>
          {t('toolbar.apply')}
        </button>
      </form>
      {invalidOptions ? (
        <p role="alert" className={styles.error}>
          {t('toolbar.optionsInvalid')}
        </p>
      ) : null}
      <nav aria-label={t('nav.label')} className={styles.toolbarNav}>
        <Link href="/preview">{t('nav.index')}</Link>
        <Link href="/preview/homepage">{t('nav.homepage')}</Link>
        <Link href="/preview/layout">{t('nav.layout')}</Link>
        <Link href="/preview/happening">{t('nav.happening')}</Link>
        <Link href="/preview/compare">{t('nav.compare')}</Link>
        <form method="post" action="/api/preview/exit">
          <button type="submit" className={styles.exit}>
            {t('toolbar.exit')}
          </button>
        </form>
      </nav>
    </aside>
  );
}
