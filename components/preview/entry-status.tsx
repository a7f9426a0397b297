import type { ContentEntry } from '@/contract';
import { getTranslator } from '@/lib/i18n/server';
import type { PreviewOptions } from '@/lib/preview/options';
import { formatZonedDate, getCountry, localeTag, type Language } from '@/lib/site';
import styles from './preview.module.css';

/** "Thailand · ไทย": the store and language a preview shows, in the editor's language. */
export async function storeLabel(options: PreviewOptions, lang: Language): Promise<string> {
  const common = await getTranslator(lang, 'common');
  return `${getCountry(options.country).name} · ${common(`languageNames.${options.language}`)}`;
}

/** Which version of the entry is shown: draft or published, for everyone or for a segment, and when it changed. */
export async function EntryStatus({
  entry,
  options,
  lang,
}: {
  entry: ContentEntry;
  options: PreviewOptions;
  lang: Language;
}) {
  const t = await getTranslator(lang, 'preview');
  const updated = formatZonedDate(entry.updatedAt, 'UTC', localeTag(options.country, lang));
  return (
    <ul className={styles.status} data-testid="preview-entry-status" aria-label={t('toolbar.label')}>
      <li>{await storeLabel(options, lang)}</li>
      <li className={entry.status === 'draft' ? styles.draft : styles.published}>
        {entry.status === 'draft' ? t('entry.draft') : t('entry.published')}
      </li>
      <li>{entry.segment ? t('entry.segment', { segment: entry.segment }) : t('entry.general')}</li>
      <li>{t('entry.updated', { date: updated })}</li>
    </ul>
  );
}
