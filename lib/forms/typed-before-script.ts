/** The fields already looked at: each once, when the script first takes it over. */
const seen = new WeakSet<Element>();

/** Input types whose `value` is not what the shopper typed (a box ticked, a file picked). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'file']);

/**
 * What the shopper typed into a text field of the server's HTML before the page's script took it
 * over, or null. React leaves such text in place while it hydrates, but a form that then writes its
 * own value into the field (react-hook-form registering it with a default, or a controlled field
 * drawn again from the form's state) would lose it. The field's `defaultValue` is the server's
 * value, so a different `value` is the shopper's (or the browser's autofill). A field is looked at
 * once: after that its value is the form's, and a field drawn by the script (not hydrated) starts
 * with its default.
 */
export function typedBeforeScript(element: Element | null): string | null {
  if (!element || seen.has(element)) return null;
  seen.add(element);
  const text =
    element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type));
  if (!text) return null;
  const field = element as HTMLInputElement | HTMLTextAreaElement;
  return field.value !== field.defaultValue ? field.value : null;
}
