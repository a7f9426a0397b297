import type { OpenAPIHono } from '@hono/zod-openapi';
import { notFoundError } from '@/backend/http/errors';
import type { AppEnv, Db } from '@/backend/types';
import {
  brandListResponseSchema,
  brandResponseSchema,
  type Brand,
  type CountryCode,
  type Language,
} from '@/contract';
import { getCatalogueIndex } from '../products/catalogue-index';
import { getLookups, type BrandRow } from '../shared/lookups';
import { brandHeroUrl, brandLogoUrl } from '@/backend/shared/media-urls';
import { serialize } from '@/backend/shared/respond';
import { localize } from '@/backend/shared/text';
import { listBrandsRoute, showBrandRoute } from './routes';

function toBrand(row: BrandRow, language: Language, productCount: number): Brand {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: localize(row.tagline, language),
    description: localize(row.description, language),
    isHouseBrand: row.isHouseBrand,
    logoUrl: brandLogoUrl(row.slug),
    heroImageUrl: brandHeroUrl(row.slug),
    productCount,
  };
}

/** Products sold in the country, per brand (from the in-memory catalogue index). */
async function productCounts(db: Db, country: CountryCode): Promise<Map<number, number>> {
  const index = await getCatalogueIndex(db);
  const counts = new Map<number, number>();
  for (const brandId of index.countries[country].brandId) counts.set(brandId, (counts.get(brandId) ?? 0) + 1);
  return counts;
}

export function registerBrandRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listBrandsRoute, async (c) => {
    const { db, country, language } = c.var;
    const [lookups, counts] = await Promise.all([getLookups(db), productCounts(db, country)]);
    const data = lookups.brands.map((row) => toBrand(row, language, counts.get(row.id) ?? 0));
    return c.json(serialize(brandListResponseSchema, { data }), 200);
  });

  app.openapi(showBrandRoute, async (c) => {
    const { db, country, language } = c.var;
    const lookups = await getLookups(db);
    const row = lookups.brandBySlug.get(c.req.valid('param').slug);
    if (!row) throw notFoundError();
    const counts = await productCounts(db, country);
    return c.json(serialize(brandResponseSchema, { data: toBrand(row, language, counts.get(row.id) ?? 0) }), 200);
  });
}
