import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** A placeholder block of the final size, so nothing moves when the content arrives. */
export function Skeleton({ width, height, style }: { width?: string; height?: string; style?: CSSProperties }) {
  return <span className={styles.skeleton} style={{ width, height, ...style }} aria-hidden="true" />;
}
