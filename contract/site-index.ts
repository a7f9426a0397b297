import { z } from 'zod';
import { activityKindSchema } from './happening';
import { languageSchema } from './site';

/**
 * Every address of a country's catalogue and content that names a page: what the storefront needs
 * to answer an unknown slug with a real 404 before any page renders. Product slugs are those sold
 * in the country; categories carry their paths and their own slugs (both address a category);
 * activities carry ids and slugs per kind; landing pages are per language, published ones only.
 */
export const siteIndexSchema = z.object({
  products: z.array(z.string()),
  brands: z.array(z.string()),
  categories: z.array(z.string()),
  stores: z.array(z.string()),
  activities: z.record(activityKindSchema, z.array(z.string())),
  landingPages: z.partialRecord(languageSchema, z.array(z.string())),
});
export type SiteIndexData = z.infer<typeof siteIndexSchema>;

export const siteIndexResponseSchema = z.object({ data: siteIndexSchema });
