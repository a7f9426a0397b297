import type { z } from 'zod';

/**
 * Form schemas are the API contract's schemas, refined with the rules a shopper is told about.
 * Their issues carry no text of their own: each becomes the translation key of its field's
 * message, the same in the browser (through the resolver) and in a server action.
 *
 * Nothing here imports the form library: the footer's newsletter form, on every page, uses these
 * helpers, and the library belongs only to the pages whose forms use it (`posted-errors.ts`).
 */

/** A field's messages: for a value left empty, one too long, and anything else wrong with it. */
export interface FieldKeys<K extends string> {
  required: K;
  invalid: K;
  tooLong?: K;
}

/**
 * The error map that names each issue's key. A schema that names a key itself (the card rules
 * do) keeps it; an issue of a field not listed falls to zod's own message.
 */
export function issueKeys<K extends string>(fields: Readonly<Record<string, FieldKeys<K>>>): z.core.$ZodErrorMap {
  return (issue) => {
    const keys = fields[String(issue.path?.[0])];
    if (!keys) return undefined;
    if (issue.code === 'too_small' || issue.code === 'invalid_type') return keys.required;
    if (issue.code === 'too_big') return keys.tooLong ?? keys.invalid;
    return keys.invalid;
  };
}

/** A message that is one of the form's keys, else nothing: what a field shows, typed. */
export function messageKey<K extends string>(message: string | undefined, keys: readonly K[]): K | undefined {
  return keys.find((key) => key === message);
}

/**
 * Field by field, the key of its first issue: what a check outside the browser's form reports. A
 * field inside a group is named by its path, as the form names it (`consents.policy`).
 */
export function fieldKeys<F extends string, K extends string>(
  issues: readonly z.core.$ZodIssue[],
  keys: readonly K[],
): Partial<Record<F, K>> {
  const found: Partial<Record<F, K>> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') as F;
    found[field] ??= messageKey(issue.message, keys);
  }
  return found;
}
