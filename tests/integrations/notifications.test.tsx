// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationCenter } from '@/components/layout/notification-center';
import { NOTIFICATION_DEFAULTS, NotificationStore, notifications, notify } from '@/lib/notifications';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  notifications.clear();
  vi.useRealTimers();
});

describe('notification store', () => {
  it('has the house defaults', () => {
    expect(NOTIFICATION_DEFAULTS).toMatchObject({ width: 300, duration: 3_000, speed: 300, position: 'top-right' });
    expect(NOTIFICATION_DEFAULTS.max).toBe(Number.POSITIVE_INFINITY);
    const store = new NotificationStore();
    store.notify({ title: 'Added' });
    expect(store.snapshot()[0]).toMatchObject({
      title: 'Added',
      type: 'info',
      duration: 3_000,
      speed: 300,
      group: 'default',
    });
  });

  it('leaves after its duration, then its speed', () => {
    const store = new NotificationStore();
    store.notify({ title: 'A', duration: 1_000, speed: 200 });
    vi.advanceTimersByTime(999);
    expect(store.snapshot()).toHaveLength(1);
    expect(store.snapshot()[0]?.leaving).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(store.snapshot()[0]?.leaving).toBe(true);
    vi.advanceTimersByTime(200);
    expect(store.snapshot()).toHaveLength(0);
  });

  it('keeps an item with no duration until it is dismissed', () => {
    const store = new NotificationStore();
    const id = store.notify({ title: 'Sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.snapshot()).toHaveLength(1);
    store.dismiss(id);
    vi.advanceTimersByTime(300);
    expect(store.snapshot()).toHaveLength(0);
  });

  it('shows any number by default and drops the oldest over a maximum', () => {
    const unlimited = new NotificationStore();
    for (let i = 0; i < 25; i += 1) unlimited.notify({ title: `n${i}` });
    expect(unlimited.snapshot()).toHaveLength(25);
    const limited = new NotificationStore(2);
    ['a', 'b', 'c'].forEach((title) => limited.notify({ title }));
    expect(limited.snapshot().map((n) => n.title)).toEqual(['b', 'c']);
  });

  it('replaces an item with the same id and clears a group', () => {
    const store = new NotificationStore();
    store.notify({ id: 'bag', title: 'one', group: 'bag' });
    store.notify({ id: 'bag', title: 'two', group: 'bag' });
    store.notify({ title: 'wish', group: 'wishlist' });
    expect(store.snapshot().map((n) => n.title)).toEqual(['two', 'wish']);
    store.clear('bag');
    expect(store.snapshot().map((n) => n.title)).toEqual(['wish']);
  });
});

describe('notification centre', () => {
  it('announces items politely and dismisses one on click', () => {
    render(<NotificationCenter label="Notifications" dismissLabel="Dismiss notification" />);
    act(() => {
      notify({ title: 'Added to your bag', text: 'Lip Oil', type: 'success', group: 'bag' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const live = screen.getByRole('status');
    expect(region).toContainElement(live);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Added to your bag');
    fireEvent.click(screen.getByRole('button', { name: /Added to your bag/ }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(live).not.toHaveTextContent('Added to your bag');
  });

  it('dismisses by itself after 3 seconds', () => {
    render(<NotificationCenter label="Notifications" dismissLabel="Dismiss notification" />);
    act(() => {
      notify({ title: 'Saved to your wish list' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved to your wish list');
    act(() => {
      vi.advanceTimersByTime(3_300);
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
