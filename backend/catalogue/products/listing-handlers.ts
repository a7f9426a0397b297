import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import {
  ERROR_MESSAGES,
  productFacetsResponseSchema,
  productListResponseSchema,
  searchResponseSchema,
  type ProductFilterQuery,
  type ProductSort,
} from '@/contract';
import { serialize } from '@/backend/shared/respond';
import type { ProductFilters } from './product-filters';
import { productFacets } from './product-facets';
import { listProducts } from './query';
import { listProductsRoute, productFiltersRoute, searchRoute } from './routes';

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

function defaultSort(sort: ProductSort | undefined, q: string | undefined): ProductSort {
  return sort ?? (q && q.trim().length > 0 ? 'relevance' : 'bestselling');
}

/** The listing, facet and search routes. */
export function registerListingRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listProductsRoute, async (c) => {
    const query = c.req.valid('query');
    const sort = defaultSort(query.sort, query.q);
    const { cards, total } = await listProducts(c.var.db, c.var.country, c.var.language, {
      filters: toFilters(query),
      sort,
      page: query.page,
      perPage: query.perPage,
    });
    return c.json(
      serialize(productListResponseSchema, {
        data: cards,
        meta: { page: query.page, perPage: query.perPage, total, totalPages: Math.ceil(total / query.perPage), sort },
      }),
      200,
    );
  });

  app.openapi(productFiltersRoute, async (c) => {
    const facets = await productFacets(c.var.db, c.var.country, c.var.language, toFilters(c.req.valid('query')));
    return c.json(serialize(productFacetsResponseSchema, { data: facets }), 200);
  });

  app.openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const sort = defaultSort(query.sort, query.q);
    const { cards, total } = await listProducts(c.var.db, c.var.country, c.var.language, {
      filters: toFilters(query),
      sort,
      page: query.page,
      perPage: query.perPage,
    });
    return c.json(
      serialize(searchResponseSchema, {
        data: cards,
        meta: {
          page: query.page,
          perPage: query.perPage,
          total,
          totalPages: Math.ceil(total / query.perPage),
          sort,
          query: query.q ?? '',
          message: total === 0 ? ERROR_MESSAGES.noProductsFound : null,
        },
      }),
      200,
    );
  });
}
