import type { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv, AppVariables } from '@/backend/types';
import {
  ERROR_MESSAGES,
  productFacetsResponseSchema,
  productListResponseSchema,
  searchResponseSchema,
  type ProductFilterQuery,
  type productListQuerySchema,
  type ProductSort,
} from '@/contract';
import { serialize } from '@/backend/shared/respond';
import type { ProductFilters } from './product-filters';
import { productFacets } from './product-facets';
import { listProducts } from './query';
import { listProductsRoute, productFiltersRoute, searchRoute } from './routes';

type ProductListQueryOutput = z.output<typeof productListQuerySchema>;

function toFilters(query: ProductFilterQuery): ProductFilters {
  return {
    brands: query.brands,
    category: query.category,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    onSale: query.onSale,
    isNew: query.isNew,
    bestseller: query.bestseller,
    badges: query.badges,
    q: query.q,
  };
}

/** A page of the product cards a listing or search query asks for, with its paging meta. */
async function listingPage(
  { db, country, language }: Pick<AppVariables, 'db' | 'country' | 'language'>,
  query: ProductListQueryOutput,
) {
  const sort: ProductSort = query.sort ?? (query.q && query.q.trim().length > 0 ? 'relevance' : 'bestselling');
  const { page, perPage } = query;
  const { cards, total } = await listProducts(db, country, language, {
    filters: toFilters(query),
    sort,
    page,
    perPage,
  });
  return { cards, total, meta: { page, perPage, total, totalPages: Math.ceil(total / perPage), sort } };
}

/** The listing, facet and search routes. */
export function registerListingRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listProductsRoute, async (c) => {
    const { cards, meta } = await listingPage(c.var, c.req.valid('query'));
    return c.json(serialize(productListResponseSchema, { data: cards, meta }), 200);
  });

  app.openapi(productFiltersRoute, async (c) => {
    const facets = await productFacets(c.var.db, c.var.country, c.var.language, toFilters(c.req.valid('query')));
    return c.json(serialize(productFacetsResponseSchema, { data: facets }), 200);
  });

  app.openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const { cards, total, meta } = await listingPage(c.var, query);
    return c.json(
      serialize(searchResponseSchema, {
        data: cards,
        meta: { ...meta, query: query.q ?? '', message: total === 0 ? ERROR_MESSAGES.noProductsFound : null },
      }),
      200,
    );
  });
}
