import type { LineItem } from '@/contract/bag';
import type { AnyTranslate } from '@/lib/i18n/config';
import styles from './bag-view.module.css';

/** A line's shade (with its swatch) or its size, as the bag and the checkout's review show it. */
export function LineVariant({ line, t }: { line: Pick<LineItem, 'shade' | 'variantName'>; t: AnyTranslate }) {
  return (
    <span className={styles.lineMeta} data-testid="line-variant">
      {line.shade ? (
        <>
          <span
            className={styles.shadeChip}
            style={{ background: line.shade.hexColor ?? 'var(--color-line)' }}
            aria-hidden="true"
          />
          {t('bag:line.shade', { name: line.shade.name })}
        </>
      ) : (
        t('bag:line.variant', { name: line.variantName })
      )}
    </span>
  );
}
