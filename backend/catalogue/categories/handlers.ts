import type { OpenAPIHono } from '@hono/zod-openapi';
import { notFoundError } from '@/backend/http/errors';
import type { AppEnv, Db } from '@/backend/types';
import { categoryResponseSchema, categoryTreeResponseSchema, type Language } from '@/contract';
import { breadcrumbs, categorySummary } from '../products/product-cards';
import type { CategoryRow, Lookups } from '../shared/lookups';
import { getLookups } from '../shared/lookups';
import { serialize } from '@/backend/shared/respond';
import { categoryTreeRoute, showCategoryRoute } from './routes';

function subTree(lookups: Lookups, row: CategoryRow, language: Language) {
  return {
    ...categorySummary(row, language),
    children: (lookups.childrenOf.get(row.id) ?? []).map((child) => ({
      ...categorySummary(child, language),
      children: (lookups.childrenOf.get(child.id) ?? []).map((leaf) => ({
        ...categorySummary(leaf, language),
        children: [],
      })),
    })),
  };
}

export function registerCategoryRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(categoryTreeRoute, async (c) => {
    const lookups = await getLookups(c.var.db);
    const data = (lookups.childrenOf.get(null) ?? []).map((top) => subTree(lookups, top, c.var.language));
    return c.json(serialize(categoryTreeResponseSchema, { data }), 200);
  });

  const show = async (db: Db, language: Language, rawPath: string) => {
    const lookups = await getLookups(db);
    const path = rawPath.replace(/^\/+|\/+$/g, '').toLowerCase();
    const row = lookups.categoryByPath.get(path) ?? lookups.categoryBySlug.get(path);
    if (!row) throw notFoundError();
    const tree = subTree(lookups, row, language);
    return serialize(categoryResponseSchema, {
      data: {
        ...categorySummary(row, language),
        breadcrumbs: breadcrumbs(lookups, row, language),
        children: tree.children,
      },
    });
  };

  app.openapi(showCategoryRoute, async (c) =>
    c.json(await show(c.var.db, c.var.language, c.req.valid('param').path), 200),
  );
  // Deeper slug paths (`makeup/face/foundation`), same answer as above.
  app.get('/categories/:path{.+}', async (c) => c.json(await show(c.var.db, c.var.language, c.req.param('path')), 200));
}
