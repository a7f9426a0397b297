'use client';

import { useEffect, useState } from 'react';

/**
 * Each state of a listing is a page of its own (`lib/routing/listing-variant.ts`), cached whole, so
 * a change of filters, sort or "show more" mounts the listing anew. What the shopper was doing
 * carries over: the filter modal stays open, and focus returns to the control they used (marked
 * with `data-listing-focus`), in the modal or the sidebar, whichever is shown.
 */
const FOCUS_ATTRIBUTE = 'data-listing-focus';
/** A new state arrives within this long of the shopper's last touch, or it was not theirs. */
const CARRY_MS = 20_000;

interface Carried {
  basePath: string;
  focus: string | undefined;
  filtersOpen: boolean;
  at: number;
}

let carried: Carried | undefined;

function current(basePath: string): Carried | undefined {
  return carried && carried.basePath === basePath && Date.now() - carried.at < CARRY_MS ? carried : undefined;
}

/** Remembers, as a new state is asked for, whether the filter modal is open. */
export function carryFiltersOpen(basePath: string, filtersOpen: boolean): void {
  carried = { basePath, focus: current(basePath)?.focus, filtersOpen, at: Date.now() };
}

function focusKeyOf(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest(`[${FOCUS_ATTRIBUTE}]`)?.getAttribute(FOCUS_ATTRIBUTE) ?? undefined)
    : undefined;
}

/**
 * Focus is the listing's to put back when it was on nothing, on the page before (hidden now, kept for
 * the back button), or on the reopened modal's first control.
 */
function focusWasLost(active: Element | null): boolean {
  if (active === null || active === document.body) return true;
  if (active instanceof HTMLElement && !(active.checkVisibility?.() ?? active.offsetParent !== null)) return true;
  return active.closest('dialog') !== null;
}

/**
 * For the listing's filters: whether the modal opens as it mounts, and an effect that puts focus
 * back and keeps track of the control the shopper touches.
 */
export function useListingContinuity(basePath: string): boolean {
  // Read while rendering (the server and a first load have nothing carried), cleared once mounted.
  const [filtersOpen] = useState(() => current(basePath)?.filtersOpen ?? false);

  useEffect(() => {
    const from = current(basePath);
    carried = undefined;
    if (from?.focus && focusWasLost(document.activeElement)) {
      const candidates = document.querySelectorAll<HTMLElement>(`[${FOCUS_ATTRIBUTE}="${CSS.escape(from.focus)}"]`);
      const shown = [...candidates].find((element) => element.checkVisibility?.() ?? element.offsetParent !== null);
      shown?.focus({ preventScroll: true });
    }
    const touch = (event: Event) => {
      const focus = focusKeyOf(event.target);
      if (focus === undefined) return;
      carried = { basePath, focus, filtersOpen: current(basePath)?.filtersOpen ?? false, at: Date.now() };
    };
    const events = ['focusin', 'pointerdown', 'keydown', 'change'] as const;
    for (const type of events) document.addEventListener(type, touch, true);
    return () => {
      for (const type of events) document.removeEventListener(type, touch, true);
    };
  }, [basePath]);

  return filtersOpen;
}
