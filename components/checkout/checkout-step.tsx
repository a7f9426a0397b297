import type { ReactNode } from 'react';
import styles from './checkout.module.css';

/** One numbered step of the checkout form: a section named by its heading. */
export function CheckoutStep({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.step} aria-labelledby={id}>
      <h2 id={id} className={styles.stepTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
