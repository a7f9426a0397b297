/** The fields already looked at: each once, when the script first takes it over. */
const seen = new WeakSet<Element>();

/** Input types whose `value` is not what the shopper typed (a box ticked, a file picked). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file']);

/**
 * What the shopper typed into a text field of the server's HTML before the page's script took it
 * over, or the value of the radio button they chose in its group, or null. React leaves such input
 * in place while it hydrates, but a form that then writes its own value into the field
 * (react-hook-form registering it with a default, or a controlled field drawn again from the form's
 * state) would lose it. A field's `defaultValue` (a radio's `defaultChecked`) is the server's, so a
 * different value is the shopper's (or the browser's autofill). A field, and a radio's whole group,
 * is looked at once: after that its value is the form's, and a field drawn by the script (not
 * hydrated) starts with its default.
 */
export function typedBeforeScript(element: Element | null): string | null {
  if (!element || seen.has(element)) return null;
  seen.add(element);
  if (element instanceof HTMLInputElement && element.type === 'radio') return chosenInGroup(element);
  const text =
    element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type));
  if (!text) return null;
  const field = element as HTMLInputElement | HTMLTextAreaElement;
  return field.value !== field.defaultValue ? field.value : null;
}

/**
 * The group is read whole at its first radio: registering that one checks the form's default,
 * which unchecks the shopper's choice in the page before its own radio is reached.
 */
function chosenInGroup(radio: HTMLInputElement): string | null {
  const group = radio.name ? radio.form?.elements.namedItem(radio.name) : null;
  const radios = group instanceof RadioNodeList ? [...group] : [radio];
  for (const other of radios) seen.add(other as Element);
  const chosen = radios.find((other): other is HTMLInputElement => other instanceof HTMLInputElement && other.checked);
  return chosen && !chosen.defaultChecked ? chosen.value : null;
}

/**
 * A ref for a field whose value the form keeps itself (a controlled field): what was typed or chosen
 * in it before the page's script reaches `apply`, as a change would, once the hydration is committed
 * and the form's watchers have subscribed. Without it the field would be drawn again from the
 * form's state, and the shopper's input lost.
 */
export function keepTypedBeforeScript(apply: (value: string) => void): (element: Element | null) => void {
  return (element) => {
    const typed = typedBeforeScript(element);
    if (typed !== null) queueMicrotask(() => apply(typed));
  };
}

/**
 * A ref for a checkbox whose state the form keeps itself: a box ticked or cleared before the page's
 * script reaches `apply` once the hydration is committed, as `keepTypedBeforeScript` does for text.
 */
export function keepTickedBeforeScript(apply: (checked: boolean) => void): (element: Element | null) => void {
  return (element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'checkbox' || seen.has(element)) return;
    seen.add(element);
    const { checked } = element;
    if (checked !== element.defaultChecked) queueMicrotask(() => apply(checked));
  };
}
