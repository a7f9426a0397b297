import type { ReactNode } from 'react';
import type { CountryCode, Language } from '@/lib/site';
import styles from './sandbox.module.css';

/** What a sandbox page hands the panel it shows once this browser has proved the QA credential. */
export interface SandboxPanelProps {
  country: CountryCode;
  lang: Language;
  credential: string;
}

/** A page's query, for panels whose state is in the address (a GET form, a link to a result). */
export type SandboxSearch = Promise<Record<string, string | string[] | undefined>>;

/** A titled part of a sandbox page, labelled by its heading, with an optional line on what it does. */
export function SandboxPanel({
  id,
  title,
  lead,
  className = styles.panel,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}

/** A table that scrolls sideways where the page is narrow, its columns named in its head. */
export function SandboxTable({
  columns,
  testId,
  children,
}: {
  columns: readonly string[];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
