'use client';

import { useSyncExternalStore } from 'react';
import { NOTIFICATION_DEFAULTS, notifications } from '@/lib/notifications';
import styles from './notification-center.module.css';

// The server's answer, the same array every time: a new one per call would render again and again.
const NONE: ReturnType<typeof notifications.snapshot> = [];

/**
 * Shows the page's notifications at the top right and announces each to screen readers. A click
 * (or Enter) dismisses one; otherwise it leaves after its duration.
 */
export function NotificationCenter({ label, dismissLabel }: { label: string; dismissLabel: string }) {
  const items = useSyncExternalStore(notifications.subscribe, notifications.snapshot, () => NONE);
  return (
    <section aria-label={label} className={styles.region} style={{ width: NOTIFICATION_DEFAULTS.width }}>
      <div role="status" aria-live="polite" aria-relevant="additions text">
        <ol className={styles.list} data-testid="notifications">
          {items.map((item) => (
            <li
              key={item.id}
              className={styles.item}
              data-type={item.type}
              data-leaving={item.leaving ? 'true' : undefined}
              data-group={item.group}
              style={{ animationDuration: `${item.speed}ms`, transitionDuration: `${item.speed}ms` }}
            >
              <button
                type="button"
                className={styles.button}
                onClick={() => notifications.dismiss(item.id)}
                title={dismissLabel}
              >
                <span className={styles.title}>{item.title}</span>
                {item.text ? <span className={styles.text}>{item.text}</span> : null}
                <span className={styles.visuallyHidden}>{dismissLabel}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
