import styles from './logo.module.css';

/**
 * The wordmark, as text so that it stays sharp and needs no request. Its words are its accessible
 * name (set in capitals by the stylesheet); the dot between them is decoration.
 */
export function Logo() {
  return (
    <span className={styles.logo}>
      Halcyon
      <span className={styles.dot} aria-hidden="true">
        ·
      </span>
      <span className="visually-hidden"> </span>
      Beauty
    </span>
  );
}
