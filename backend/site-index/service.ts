import { and, eq, isNull } from 'drizzle-orm';
import { activities, contentEntries, productOffers, products, stores } from '@/backend/db/schema';
import { getLookups } from '@/backend/catalogue';
import type { Db } from '@/backend/types';
import { COUNTRIES, parseLanguage, type CountryCode, type SiteIndexData } from '@/contract';

/**
 * The addresses the detail routes answer for a country, read with the same rules they use: a
 * product has an offer in the country, a brand and a category exist (a category by its path or by
 * its own slug), a store and an activity belong to the country (an activity by id or by slug), and
 * a landing page has a published entry without a segment in the language.
 */
export async function siteIndex(db: Db, country: CountryCode): Promise<SiteIndexData> {
  const [lookups, productRows, storeRows, activityRows, pageRows] = await Promise.all([
    getLookups(db),
    db
      .select({ slug: products.slug })
      .from(products)
      .innerJoin(productOffers, and(eq(productOffers.productId, products.id), eq(productOffers.country, country))),
    db.select({ slug: stores.slug }).from(stores).where(eq(stores.country, country)),
    db
      .select({ id: activities.id, slug: activities.slug, kind: activities.kind })
      .from(activities)
      .where(eq(activities.country, country)),
    db
      .select({ slug: contentEntries.slugUrl, language: contentEntries.language })
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.country, country),
          eq(contentEntries.pageType, 'pages'),
          eq(contentEntries.status, 'published'),
          isNull(contentEntries.segment),
        ),
      ),
  ]);
  const activitiesByKind: SiteIndexData['activities'] = { service: [], class: [], event: [] };
  for (const row of activityRows) {
    activitiesByKind[row.kind].push(String(row.id));
    if (row.slug) activitiesByKind[row.kind].push(row.slug);
  }
  const landingPages: SiteIndexData['landingPages'] = {};
  for (const language of COUNTRIES[country].languages) landingPages[language] = [];
  for (const row of pageRows) {
    const language = parseLanguage(row.language);
    if (language) landingPages[language]?.push(row.slug);
  }
  const categories = new Set<string>();
  for (const row of lookups.categories) {
    categories.add(row.path);
    categories.add(row.slug);
  }
  return {
    products: productRows.map((row) => row.slug),
    brands: lookups.brands.map((row) => row.slug),
    categories: [...categories],
    stores: storeRows.map((row) => row.slug),
    activities: activitiesByKind,
    landingPages,
  };
}
