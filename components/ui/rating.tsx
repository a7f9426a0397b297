import styles from './rating.module.css';

/**
 * Stars drawn in CSS; the accessible name carries the numbers. `count` is the number of reviews as
 * the shopper's language writes it, e.g. `(1,610)`; a single review's stars have none.
 */
export function Rating({ average, count, label }: { average: number; count?: string; label: string }) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <span className={styles.rating} role="img" aria-label={label}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </span>
      {count ? (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </span>
  );
}
