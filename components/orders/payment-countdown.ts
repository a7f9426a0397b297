'use client';

import { useEffect, useState } from 'react';

export function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, new Date(until).getTime() - now) : null;
}

/** A deadline further away than a day is read from its date; the clock runs within the last day. */
export const COUNTDOWN_FROM_MS = 24 * 60 * 60 * 1000;

/** 4:05 or 1:04:05: minutes and seconds, with hours in front when there are any. */
export function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
