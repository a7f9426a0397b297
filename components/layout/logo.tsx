import styles from './logo.module.css';

/** The wordmark, as text so that it stays sharp and needs no request. */
export function Logo() {
  return (
    <span className={styles.logo} aria-hidden="true">
      HALCYON<span className={styles.dot}>·</span>BEAUTY
    </span>
  );
}
