'use client';

import * as RadixTabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs with the WAI-ARIA tabs pattern (Radix): the arrow keys, Home and End move between tabs and
 * choose them, one tab stop for the list, then the chosen panel.
 *
 * By default every panel is in the server's HTML, the others hidden, so a page without its
 * script still holds their content. `lazy` panels mount only once chosen: for panels that read
 * data of their own.
 */
export function Tabs({
  label,
  items,
  initial,
  lazy = false,
  panelClassName,
}: {
  label: string;
  items: TabItem[];
  initial?: string;
  lazy?: boolean;
  panelClassName?: string;
}) {
  const [active, setActive] = useState(initial && items.some((item) => item.id === initial) ? initial : items[0]?.id);

  return (
    <RadixTabs.Root value={active} onValueChange={setActive} className={styles.tabs}>
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content
          key={item.id}
          value={item.id}
          forceMount={lazy ? undefined : true}
          hidden={active !== item.id}
          className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}
        >
          {item.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
