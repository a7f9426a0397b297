import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { contentEntries, layouts, overlays, userSegments, type ContentBlockRow } from '@/backend/db/schema';
import { ApiError, notFoundError } from '@/backend/http/errors';
import type { AppEnv, Db } from '@/backend/types';
import {
  ERROR_MESSAGES,
  contentEntryResponseSchema,
  layoutResponseSchema,
  overlayResponseSchema,
  productSortSchema,
  userSegmentListResponseSchema,
  type CountryCode,
  type Language,
  type PageType,
} from '@/contract';
import { listProducts, productCardsByIds } from '../products/query';
import { getLookups } from '../shared/lookups';
import { brandLogoUrl } from '@/backend/shared/media-urls';
import { serialize, serializeUnknown } from '@/backend/shared/respond';
import {
  contentEntryRoute,
  layoutRoute,
  previewContentEntryRoute,
  previewOverlayRoute,
  userSegmentsRoute,
} from './routes';

interface Candidate {
  segment: string | null;
  status: 'published' | 'draft';
}

/**
 * Picks the row to show. Outside preview: published and for everyone. In preview: a row for one of
 * the selected segments beats the general one, and a draft beats its published version.
 */
export function pickVariant<T extends Candidate>(rows: T[], preview: boolean, segments: string[]): T | undefined {
  const eligible = rows.filter((row) =>
    preview
      ? row.segment === null || segments.includes(row.segment)
      : row.segment === null && row.status === 'published',
  );
  const score = (row: T) => (row.segment !== null ? 2 : 0) + (row.status === 'draft' ? 1 : 0);
  return eligible.sort((a, b) => score(b) - score(a))[0];
}

/** Stored blocks reference products and brands; the answer carries them resolved for the country. */
async function resolveBlocks(
  db: Db,
  country: CountryCode,
  language: Language,
  blocks: ContentBlockRow[],
): Promise<unknown[]> {
  const lookups = await getLookups(db);
  return Promise.all(
    blocks.map(async (block) => {
      if (block.type === 'productRail') {
        const source = block.source as {
          kind: string;
          productIds?: number[];
          query?: string;
          sort?: string;
          category?: string;
        };
        const products =
          source.kind === 'productIds'
            ? await productCardsByIds(db, country, language, source.productIds ?? [])
            : (
                await listProducts(db, country, language, {
                  filters: { brands: [], badges: [], q: source.query ?? '', category: source.category },
                  sort: productSortSchema.catch('bestselling').parse(source.sort),
                  page: 1,
                  perPage: 12,
                })
              ).cards;
        return { ...block, products };
      }
      if (block.type === 'brandGrid') {
        const slugs = Array.isArray(block.brandSlugs) ? (block.brandSlugs as string[]) : [];
        const brands = slugs.flatMap((slug) => {
          const brand = lookups.brandBySlug.get(slug);
          return brand ? [{ id: brand.id, slug: brand.slug, name: brand.name, logoUrl: brandLogoUrl(brand.slug) }] : [];
        });
        return { type: block.type, id: block.id, title: block.title, brands };
      }
      return block;
    }),
  );
}

function defaultPageType(id: string): PageType {
  return id === 'home' || id === 'homepage' ? 'homepage' : 'pages';
}

async function findEntry(
  db: Db,
  country: CountryCode,
  language: Language,
  id: string,
  pageType: PageType | undefined,
  preview: boolean,
  segments: string[],
) {
  const type = pageType ?? defaultPageType(id);
  const slugUrl = type === 'homepage' && id === 'homepage' ? 'home' : id.replace(/^\/+|\/+$/g, '');
  const rows = await db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.country, country),
        eq(contentEntries.pageType, type),
        eq(contentEntries.slugUrl, slugUrl),
        eq(contentEntries.language, language),
      ),
    );
  const row = pickVariant(rows, preview, segments);
  if (!row) throw new ApiError(404, 'landing_page_not_found', ERROR_MESSAGES.landingPageNotFound);
  return {
    id: row.id,
    pageType: row.pageType,
    slugUrl: row.slugUrl,
    language: row.language,
    title: row.title,
    seoDescription: row.seoDescription,
    segment: row.segment,
    status: row.status,
    blocks: await resolveBlocks(db, country, language, row.blocks),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function registerContentRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(layoutRoute, async (c) => {
    const { db, country, language } = c.var;
    const preview = c.req.valid('header')['x-preview-mode']?.trim().toLowerCase() === 'true';
    const { user_segments: segments } = c.req.valid('query');
    const rows = await db
      .select()
      .from(layouts)
      .where(and(eq(layouts.country, country), eq(layouts.language, language)));
    const row = pickVariant(rows, preview, segments);
    if (!row) throw new ApiError(404, 'layout_not_found', ERROR_MESSAGES.layoutNotFound);
    return c.json(
      serialize(layoutResponseSchema, {
        data: {
          id: row.id,
          language: row.language,
          segment: row.segment,
          config: row.config,
          announcement: row.announcement,
          navigation: row.navigation,
          footerLinks: row.footerLinks,
        },
      }),
      200,
    );
  });

  app.openapi(contentEntryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { pageType } = c.req.valid('query');
    const entry = await findEntry(c.var.db, c.var.country, c.var.language, id, pageType, false, []);
    return c.json(serializeUnknown(contentEntryResponseSchema, { data: entry }), 200);
  });

  app.openapi(previewContentEntryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { pageType, user_segments: segments } = c.req.valid('query');
    const entry = await findEntry(c.var.db, c.var.country, c.var.language, id, pageType, true, segments);
    return c.json(serializeUnknown(contentEntryResponseSchema, { data: entry }), 200);
  });

  app.openapi(previewOverlayRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, country, language } = c.var;
    const byId = /^\d{1,9}$/.test(id);
    const rows = await db
      .select()
      .from(overlays)
      .where(
        byId
          ? and(eq(overlays.id, Number(id)), eq(overlays.country, country))
          : and(eq(overlays.key, id), eq(overlays.country, country), eq(overlays.language, language)),
      )
      .limit(1);
    const row = rows[0];
    if (!row) throw notFoundError();
    return c.json(
      serializeUnknown(overlayResponseSchema, {
        data: {
          id: row.id,
          key: row.key,
          title: row.title,
          segment: row.segment,
          delaySeconds: row.delaySeconds,
          blocks: await resolveBlocks(db, country, language, row.blocks),
        },
      }),
      200,
    );
  });

  app.openapi(userSegmentsRoute, async (c) => {
    const rows = await c.var.db.select().from(userSegments).orderBy(asc(userSegments.id));
    return c.json(serialize(userSegmentListResponseSchema, { data: rows }), 200);
  });
}
