'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { LoadFailed, useOnDemand, type OnDemand } from '@/components/ui/on-demand';
import { Skeleton } from '@/components/ui/skeleton';
import type { CountryCode, Language } from '@/lib/site';
import { loadMenuPanels } from './menu-actions';
import styles from './category-nav.module.css';

interface PanelLabels {
  loading: string;
  failed: string;
  retry: string;
}

const PanelsContext = createContext<{
  panels: OnDemand<Record<number, ReactNode>>;
  retry: () => void;
  labels: PanelLabels;
} | null>(null);

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
  const panels = useOnDemand(() => loadMenuPanels(country, lang));
  return (
    <nav className={className} aria-label={label} onPointerEnter={panels.requestOnce} onFocus={panels.requestOnce}>
      <PanelsContext value={{ panels: panels.result, retry: panels.retry, labels }}>{children}</PanelsContext>
    </nav>
  );
}

/** One top category's panel content: its sub-categories once they are here. */
export function CategoryPanel({ id }: { id: number }) {
  const context = useContext(PanelsContext);
  if (!context) return null;
  const { panels, retry, labels } = context;
  if (panels.state === 'loaded') return panels.value[id] ?? null;
  if (panels.state === 'failed') {
    return (
      <LoadFailed message={labels.failed} retryLabel={labels.retry} onRetry={retry} className={styles.panelFailed} />
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
