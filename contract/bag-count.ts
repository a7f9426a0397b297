import { z } from 'zod';

/**
 * GET cart/items-count: the header's count. Apart from the bag's schemas, so that the one call
 * every page makes at load builds only this.
 */
export const itemsCountResponseSchema = z.object({ data: z.object({ itemsCount: z.number().int().min(0) }) });
export type ItemsCountResponse = z.infer<typeof itemsCountResponseSchema>;
