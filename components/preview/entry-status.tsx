import type { TFunction } from 'i18next';
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

/** Whom a version is for: everyone, or one user segment. */
export function audienceLabel(t: TFunction<'preview'>, segment: string | null | undefined): string {
  return segment ? t('entry.segment', { segment }) : t('entry.general');
}

/** A version's state: draft or published. */
export function VersionState({ status, t }: { status: ContentEntry['status']; t: TFunction<'preview'> }) {
  return (
    <li className={status === 'draft' ? styles.draft : styles.published}>
      {status === 'draft' ? t('entry.draft') : t('entry.published')}
    </li>
  );
}

/** Told to an editor when the store has no version of what they asked for. */
export async function MissingEntry({ options, lang }: { options: PreviewOptions; lang: Language }) {
  const t = await getTranslator(lang, 'preview');
  return (
    <p className={styles.missing} role="status">
      {t('entry.missing', { store: await storeLabel(options, lang) })}
    </p>
  );
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
      <VersionState status={entry.status} t={t} />
      <li>{audienceLabel(t, entry.segment)}</li>
      <li>{t('entry.updated', { date: updated })}</li>
    </ul>
  );
}
