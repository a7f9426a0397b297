/**
 * The one notification system: any code may `notify`; the notification centre in the app shell
 * shows the items, announces them to screen readers, and dismisses them after their duration or on click.
 */

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface NotificationItem {
  id: string;
  title: string;
  text?: string;
  type: NotificationType;
  /** Milliseconds on screen; 0 or less keeps it until clicked. */
  duration: number;
  /** Milliseconds of the enter and leave animation. */
  speed: number;
  group: string;
  data?: Record<string, unknown>;
  /** Set while it animates out. */
  leaving?: boolean;
}

export const NOTIFICATION_DEFAULTS = {
  width: 300,
  duration: 3_000,
  speed: 300,
  position: 'top-right',
  /** Items shown at once; unlimited by default. */
  max: Number.POSITIVE_INFINITY,
  group: 'default',
} as const;

export type NotifyInput = Partial<Omit<NotificationItem, 'leaving'>> & { title: string };

type Listener = () => void;

export class NotificationStore {
  private items: NotificationItem[] = [];
  private listeners = new Set<Listener>();
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private counter = 0;

  constructor(private readonly max: number = NOTIFICATION_DEFAULTS.max) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): readonly NotificationItem[] => this.items;

  private emit(next: NotificationItem[]) {
    this.items = next;
    for (const listener of this.listeners) listener();
  }

  notify(input: NotifyInput): string {
    this.counter += 1;
    const item: NotificationItem = {
      id: input.id ?? `n${this.counter}`,
      title: input.title,
      text: input.text,
      type: input.type ?? 'info',
      duration: input.duration ?? NOTIFICATION_DEFAULTS.duration,
      speed: input.speed ?? NOTIFICATION_DEFAULTS.speed,
      group: input.group ?? NOTIFICATION_DEFAULTS.group,
      data: input.data,
    };
    let next = [...this.items.filter((existing) => existing.id !== item.id), item];
    // Over the maximum, the oldest go first.
    while (next.length > this.max) {
      const [oldest, ...rest] = next;
      if (oldest) this.clearTimer(oldest.id);
      next = rest;
    }
    this.emit(next);
    if (item.duration > 0)
      this.timers.set(
        item.id,
        setTimeout(() => this.dismiss(item.id), item.duration),
      );
    return item.id;
  }

  /** Starts the leave animation, then removes the item after its speed. */
  dismiss(id: string): void {
    const item = this.items.find((existing) => existing.id === id);
    if (!item || item.leaving) return;
    this.clearTimer(id);
    this.emit(this.items.map((existing) => (existing.id === id ? { ...existing, leaving: true } : existing)));
    this.timers.set(
      id,
      setTimeout(() => this.remove(id), item.speed),
    );
  }

  /** Removes every item of a group (or all) at once. */
  clear(group?: string): void {
    for (const item of this.items) if (!group || item.group === group) this.clearTimer(item.id);
    this.emit(group ? this.items.filter((item) => item.group !== group) : []);
  }

  private remove(id: string) {
    this.clearTimer(id);
    this.emit(this.items.filter((item) => item.id !== id));
  }

  private clearTimer(id: string) {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
  }
}

/** The page's notifications. */
export const notifications = new NotificationStore();

export function notify(input: NotifyInput): string {
  return notifications.notify(input);
}
