import { set, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The keys a server action answered a form posted without JavaScript with, as the form's errors. */
export function postedErrors<T extends FieldValues>(
  found: Readonly<Record<string, string | undefined>> | undefined,
): FieldErrors<T> | undefined {
  if (!found) return undefined;
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(found)) if (key) set(errors, field, { type: 'server', message: key });
  return errors as FieldErrors<T>;
}
