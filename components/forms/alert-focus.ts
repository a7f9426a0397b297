'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/*
 * A form's alert (`FormAlert`) takes the focus as it appears, so that a keyboard or screen-reader
 * user lands on the server's answer. When the browser's own check draws it instead, the first
 * wrong field must keep the focus: these two helpers give it back.
 */

/**
 * Focuses the form's field of that name at once (react-hook-form's `setFocus` waits a tick), or the
 * first of a group of radios or checkboxes, if the form has one.
 */
export function focusField(form: HTMLFormElement | null, name: string) {
  const found = form?.elements.namedItem(name);
  const field = found instanceof RadioNodeList ? found[0] : found;
  if (field instanceof HTMLElement) field.focus();
}

/**
 * The alert and the status above a form's fields take the focus as they appear (`FormAlert`). They
 * keep it for an answer of the action; drawn by the browser's own check instead (a refused submit,
 * whose first wrong field has the focus, or fields mended or broken again as the shopper types),
 * they give it back to what had it.
 */
export function useFocusKeptOffAlerts(form: RefObject<HTMLFormElement | null>, answer: unknown) {
  const focused = useRef<Element | null>(null);
  const answered = useRef<unknown>(undefined);
  useLayoutEffect(() => {
    focused.current = document.activeElement;
  });
  // After the alert's own effect: a parent's effects run after its children's.
  useEffect(() => {
    const taken = document.activeElement;
    const back = focused.current;
    if (answered.current === answer && taken !== back && form.current?.contains(taken) && back instanceof HTMLElement)
      back.focus();
    answered.current = answer;
  });
}
