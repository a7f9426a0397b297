'use client';

import { Button } from '@/components/ui/button';
import { notify, type NotificationType } from '@/lib/notifications';
import styles from './sandbox.module.css';

export const NOTIFICATION_TYPES: readonly NotificationType[] = ['success', 'info', 'warning', 'error'];

/** Fires each kind of notification through the shop's one notification system, with its defaults. */
export function NotificationPanel({
  labels,
}: {
  labels: Record<NotificationType, { button: string; title: string; text: string }> & { all: string; kept: string };
}) {
  // `kept`: shown until clicked, for a careful look (and a steady screenshot).
  const fire = (type: NotificationType, kept = false) =>
    notify({ type, title: labels[type].title, text: labels[type].text, ...(kept ? { duration: 0 } : {}) });
  return (
    <div className={styles.row} data-testid="notification-buttons">
      {NOTIFICATION_TYPES.map((type) => (
        <Button key={type} variant="secondary" onClick={() => fire(type)} data-testid={`notify-${type}`}>
          {labels[type].button}
        </Button>
      ))}
      <Button
        variant="primary"
        onClick={() => NOTIFICATION_TYPES.forEach((type) => fire(type))}
        data-testid="notify-all"
      >
        {labels.all}
      </Button>
      <Button
        variant="secondary"
        onClick={() => NOTIFICATION_TYPES.forEach((type) => fire(type, true))}
        data-testid="notify-kept"
      >
        {labels.kept}
      </Button>
    </div>
  );
}
