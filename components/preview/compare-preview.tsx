import { buttonClassName } from '@/components/ui/button';
import type { UserSegment } from '@/contract';
import { getTranslator } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';
import { PreviewSection } from './preview-section';
import styles from './preview.module.css';

/** Preview pages that can be compared: a page kind and up to four slug segments, nothing else. */
const COMPARABLE = /^\/preview\/(?:homepage|pages|brands|cms-pages|layout|overlay)(?:\/[a-z0-9][a-z0-9-]{0,80}){0,4}$/;
const DEFAULT_PAGE = '/preview/homepage';

export function comparablePage(value: string | undefined): string {
  const page = value?.trim().toLowerCase();
  return page && COMPARABLE.test(page) ? page : DEFAULT_PAGE;
}

/**
 * `/preview/compare`: the same preview page for two audiences side by side, each in its own frame
 * rendered with its own segments (the toolbar's store and language hold for both).
 */
export async function ComparePreview({
  lang,
  segments,
  page: rawPage,
  left: rawLeft,
  right: rawRight,
}: {
  lang: Language;
  segments: UserSegment[];
  page?: string;
  left?: string;
  right?: string;
}) {
  const t = await getTranslator(lang, 'preview');
  const known = new Set(segments.map((segment) => segment.slug));
  const page = comparablePage(rawPage);
  const left = rawLeft && known.has(rawLeft) ? rawLeft : '';
  const right = rawRight !== undefined ? (known.has(rawRight) ? rawRight : '') : (segments[0]?.slug ?? '');
  const nameOf = (slug: string) => segments.find((segment) => segment.slug === slug)?.name ?? t('compare.everyone');
  const sides = [
    { key: 'left', label: t('compare.left'), value: left },
    { key: 'right', label: t('compare.right'), value: right },
  ] as const;
  return (
    <PreviewSection id="preview-compare-title" className={styles.panel} title={t('compare.title')}>
      <p className={styles.intro}>{t('compare.intro')}</p>
      <form method="get" action="/preview/compare" className={styles.toolbarForm}>
        <label className={styles.field}>
          <span>{t('compare.page')}</span>
          <input name="page" defaultValue={page} pattern="/preview/.*" required />
        </label>
        {sides.map((side) => (
          <label key={side.key} className={styles.field}>
            <span>{side.label}</span>
            <select name={side.key} defaultValue={side.value}>
              <option value="">{t('compare.everyone')}</option>
              {segments.map((segment) => (
                <option key={segment.slug} value={segment.slug}>
                  {segment.name}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
          {t('compare.show')}
        </button>
      </form>
      <div className={styles.frames}>
        {sides.map((side) => {
          const title = t('compare.frame', { page, audience: nameOf(side.value) });
          return (
            <figure key={side.key} className={styles.frame}>
              <figcaption>{title}</figcaption>
              <iframe
                title={title}
                src={`${page}?${new URLSearchParams({ frame: '1', segments: side.value }).toString()}`}
                loading="lazy"
                data-testid={`preview-frame-${side.key}`}
              />
            </figure>
          );
        })}
      </div>
    </PreviewSection>
  );
}
