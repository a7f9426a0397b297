'use client';

import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { CountryCode, Language } from '@/lib/site';
import { loadMenuPanels } from './menu-actions';
import styles from './category-nav.module.css';

interface PanelLabels {
  loading: string;
  failed: string;
  retry: string;
}

type Panels = { state: 'idle' | 'loading' | 'failed' } | { state: 'loaded'; panels: Record<number, ReactNode> };

const PanelsContext = createContext<{ panels: Panels; retry: () => void; labels: PanelLabels } | null>(null);

/**
 * The desktop category menu's `<nav>`: it asks for the panels' sub-categories once, as soon as a
 * pointer enters the menu or focus does, so they are there by the time a panel opens. Until then
 * (and if they could not be had) each panel says so; the top categories' links work regardless.
 */
export function CategoryPanels({
  country,
  lang,
  className,
  label,
  labels,
  children,
}: {
  country: CountryCode;
  lang: Language;
  className?: string;
  label: string;
  labels: PanelLabels;
  children: ReactNode;
}) {
  const [panels, setPanels] = useState<Panels>({ state: 'idle' });
  const asked = useRef(false);
  const request = () => {
    asked.current = true;
    setPanels({ state: 'loading' });
    loadMenuPanels(country, lang).then(
      (loaded) => setPanels({ state: 'loaded', panels: loaded }),
      () => setPanels({ state: 'failed' }),
    );
  };
  const requestOnce = () => {
    if (!asked.current) request();
  };
  return (
    <nav className={className} aria-label={label} onPointerEnter={requestOnce} onFocus={requestOnce}>
      <PanelsContext value={{ panels, retry: request, labels }}>{children}</PanelsContext>
    </nav>
  );
}

/** One top category's panel content: its sub-categories once they are here. */
export function CategoryPanel({ id }: { id: number }) {
  const context = useContext(PanelsContext);
  if (!context) return null;
  const { panels, retry, labels } = context;
  if (panels.state === 'loaded') return panels.panels[id] ?? null;
  if (panels.state === 'failed') {
    return (
      <div className={styles.panelFailed} role="alert">
        <p>{labels.failed}</p>
        <Button variant="secondary" onClick={retry}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.panelLoading} role="status">
      <span className="visually-hidden">{labels.loading}</span>
      <Skeleton height="1rem" width="8rem" />
      <Skeleton height="1rem" width="6rem" />
      <Skeleton height="1rem" width="7rem" />
    </div>
  );
}
