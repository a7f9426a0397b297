'use client';

import type { ReactNode } from 'react';
import { useFeatureFlag } from '@/lib/flags/react';
import styles from './product-card.module.css';

/** Listing cards follow the spotlight-card flag; the standard layout while flags are not ready. */
export function CardLayoutFlag({ children }: { children: ReactNode }) {
  const spotlight = useFeatureFlag('productCardSpotlight');
  return (
    <div
      className={styles.layoutScope}
      data-card-layout={spotlight ? 'spotlight' : 'standard'}
      data-testid="card-layout"
    >
      {children}
    </div>
  );
}
