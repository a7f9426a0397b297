import 'server-only';
import { headers } from 'next/headers';

/*
 * Reading a form posted to a server action: its fields as text, and the page it was posted from.
 */

/** Past what the API takes, so that a form's schema, not the cut, refuses a value too long. */
export const MAX_READ = 1024;

/** A field's text, cut at `max`; nothing when the field is missing or a file. */
export function text(form: FormData, name: string, max: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The query of the page the form was posted from (its `return_to`), same origin only. */
export async function postedFromSearch(): Promise<string> {
  const incoming = await headers();
  const referer = incoming.get('referer');
  if (!referer) return '';
  try {
    return new URL(referer).search;
  } catch {
    return '';
  }
}
