import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { popularQueries } from '@/backend/db/schema';
import type { AppEnv } from '@/backend/types';
import { popularQueriesResponseSchema, searchSuggestionsResponseSchema } from '@/contract';
import { getLookups } from '../shared/lookups';
import { brandLogoUrl } from '@/backend/shared/media-urls';
import { serialize } from '@/backend/shared/respond';
import { localize, normalizeSearchText } from '@/backend/shared/text';
import { listProducts } from './query';
import { popularQueriesRoute, suggestionsRoute } from './routes';

/** The popular-query and search-suggestion routes. */
export function registerSearchRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(popularQueriesRoute, async (c) => {
    const rows = await c.var.db
      .select({ query: popularQueries.query, position: popularQueries.position })
      .from(popularQueries)
      .where(and(eq(popularQueries.country, c.var.country), eq(popularQueries.language, c.var.language)))
      .orderBy(asc(popularQueries.position));
    return c.json(serialize(popularQueriesResponseSchema, { data: rows }), 200);
  });

  app.openapi(suggestionsRoute, async (c) => {
    const { q } = c.req.valid('query');
    const { db, country, language } = c.var;
    const needle = normalizeSearchText(q);
    if (needle.length === 0) {
      return c.json(
        serialize(searchSuggestionsResponseSchema, { data: { query: q, brands: [], categories: [], products: [] } }),
        200,
      );
    }
    const lookups = await getLookups(db);
    const matches = (text: string) => {
      const normalized = normalizeSearchText(text);
      return normalized.startsWith(needle) || normalized.includes(` ${needle}`);
    };
    const brandMatches = lookups.brands
      .filter((brand) => matches(brand.name) || brand.slug.startsWith(needle.replaceAll(' ', '-')))
      .slice(0, 5)
      .map((brand) => ({ id: brand.id, slug: brand.slug, name: brand.name, logoUrl: brandLogoUrl(brand.slug) }));
    const categoryMatches = lookups.categories
      .filter((category) => matches(localize(category.name, language)) || matches(category.name.en))
      .slice(0, 5)
      .map((category) => ({
        id: category.id,
        slug: category.slug,
        path: category.path,
        name: localize(category.name, language),
        level: category.level as 1 | 2 | 3,
      }));
    const { cards } = await listProducts(db, country, language, {
      filters: { brands: [], badges: [], q },
      sort: 'relevance',
      page: 1,
      perPage: 6,
    });
    return c.json(
      serialize(searchSuggestionsResponseSchema, {
        data: {
          query: q,
          brands: brandMatches,
          categories: categoryMatches,
          products: cards.map((card) => ({
            id: card.id,
            slug: card.slug,
            name: card.name,
            brandName: card.brand.name,
            imageUrl: card.imageUrl,
            price: card.price,
            salePrice: card.salePrice,
          })),
        },
      }),
      200,
    );
  });
}
