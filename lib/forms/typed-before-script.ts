/** The fields already looked at: each once, when the script first takes it over. */
const seen = new WeakSet<HTMLInputElement>();

/**
 * What the shopper typed into a text field of the server's HTML before the page's script took it
 * over, or null. React leaves such text in place while it hydrates, but a controlled field drawn
 * again shows the form's state, and the text would be lost. The field's `defaultValue` is the
 * server's value, so a different `value` is the shopper's. A field is looked at once: after that its
 * value is the form's, and a field drawn by the script (not hydrated) starts with its default.
 */
export function typedBeforeScript(element: HTMLInputElement | null): string | null {
  if (!element || seen.has(element)) return null;
  seen.add(element);
  return element.value !== element.defaultValue ? element.value : null;
}
