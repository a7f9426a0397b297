import { z } from 'zod';

// ---------------------------------------------------------------------------
// Shared query helpers

/** A comma-joined list in a query string (`brands=a,b`), trimmed, empties dropped. */
export const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

export const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

export const minorUnits = z.coerce.number().int().min(0).optional();
