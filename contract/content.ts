import { z } from 'zod';
import { brandSummarySchema } from './catalogue';
import { productCardSchema } from './catalogue-products';

/**
 * Managed content: layouts, home/landing/brand page entries, overlays and preview user segments.
 * Rich text is a structured document (never HTML) so the storefront renders it with its own elements.
 */

// ---------------------------------------------------------------------------
// Rich text

export const richTextInlineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string(),
    marks: z.array(z.enum(['bold', 'italic', 'underline'])),
  }),
  z.object({
    type: z.literal('link'),
    text: z.string(),
    /** A site-relative path (`/…`), an https URL or a mailto: address. */
    href: z.string().regex(/^(\/(?!\/)|https:\/\/|mailto:[^\s@]+@[^\s@]+$)/),
  }),
]);
export type RichTextInline = z.infer<typeof richTextInlineSchema>;

export const richTextNodeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), children: z.array(richTextInlineSchema) }),
  z.object({
    type: z.literal('heading'),
    level: z.union([z.literal(2), z.literal(3)]),
    children: z.array(richTextInlineSchema),
  }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.array(richTextInlineSchema)),
  }),
]);

export const richTextDocumentSchema = z.object({
  type: z.literal('document'),
  content: z.array(richTextNodeSchema),
});
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

// ---------------------------------------------------------------------------
// Blocks

const linkSchema = z.object({ label: z.string(), href: z.string() });

export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('hero'),
    id: z.string(),
    title: z.string(),
    subtitle: z.string(),
    imageUrl: z.string(),
    cta: linkSchema.nullable(),
  }),
  z.object({
    type: z.literal('carousel'),
    id: z.string(),
    title: z.string(),
    slides: z.array(z.object({ title: z.string(), imageUrl: z.string(), href: z.string() })),
  }),
  z.object({
    type: z.literal('productRail'),
    id: z.string(),
    title: z.string(),
    /** What the rail was configured with: fixed product ids, or a search query. */
    source: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('productIds'), productIds: z.array(z.number().int()) }),
      z.object({
        kind: z.literal('query'),
        query: z.string(),
        sort: z.string(),
        /** Category slug the rail is limited to, if any. */
        category: z.string().optional(),
      }),
    ]),
    /** Resolved in the request's country; products not sold there are left out. */
    products: z.array(productCardSchema),
  }),
  z.object({
    type: z.literal('brandGrid'),
    id: z.string(),
    title: z.string(),
    brands: z.array(brandSummarySchema.extend({ logoUrl: z.string() })),
  }),
  z.object({
    type: z.literal('promoTiles'),
    id: z.string(),
    tiles: z.array(
      z.object({
        title: z.string(),
        text: z.string(),
        imageUrl: z.string(),
        href: z.string(),
        promoCode: z.string().nullable(),
      }),
    ),
  }),
  z.object({
    type: z.literal('richText'),
    id: z.string(),
    document: richTextDocumentSchema,
  }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

// ---------------------------------------------------------------------------
// Entries

/** `cms-pages`: the store's own pages (about, terms, privacy, help, contact, delivery, Beauty Pass terms). */
export const pageTypeSchema = z.enum(['homepage', 'pages', 'brands', 'cms-pages']);
export type PageType = z.infer<typeof pageTypeSchema>;

/** Comma-joined segment slugs (`user_segments=beauty-insider,gold`), as the preview sends them. */
const segmentList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

export const contentEntryQuerySchema = z.object({
  /** Default: `homepage` when the id is `home`, otherwise `pages`. */
  pageType: pageTypeSchema.optional(),
  user_segments: segmentList,
});

export const contentEntrySchema = z.object({
  id: z.number().int(),
  pageType: pageTypeSchema,
  slugUrl: z.string(),
  language: z.string(),
  title: z.string(),
  seoDescription: z.string(),
  /** The segment this variant of the entry targets, or null for everyone. */
  segment: z.string().nullable(),
  status: z.enum(['published', 'draft']),
  blocks: z.array(contentBlockSchema),
  updatedAt: z.string(),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const contentEntryResponseSchema = z.object({ data: contentEntrySchema });

// ---------------------------------------------------------------------------
// Layouts

export const exemptedPathSchema = z.object({
  type: z.enum(['absolute', 'regex', 'startsWith']),
  value: z.string(),
});
export type ExemptedPath = z.infer<typeof exemptedPathSchema>;

export const layoutConfigSchema = z.object({
  forterSiteId: z.string(),
  smartLinkExemptedPaths: z.array(exemptedPathSchema),
});
export type LayoutConfig = z.infer<typeof layoutConfigSchema>;

/** The segments an editor previews with, on reads that answer drafts in preview mode (layouts, banners). */
export const previewSegmentsQuerySchema = z.object({ user_segments: segmentList });

export const layoutSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  segment: z.string().nullable(),
  config: layoutConfigSchema,
  announcement: z.string(),
  navigation: z.array(linkSchema),
  footerLinks: z.array(linkSchema),
});
export type Layout = z.infer<typeof layoutSchema>;

export const layoutResponseSchema = z.object({ data: layoutSchema });

// ---------------------------------------------------------------------------
// Overlays and user segments

export const overlaySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  segment: z.string().nullable(),
  delaySeconds: z.number().int().min(0),
  blocks: z.array(contentBlockSchema),
});
export type Overlay = z.infer<typeof overlaySchema>;

export const overlayResponseSchema = z.object({ data: overlaySchema });

export const userSegmentSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type UserSegment = z.infer<typeof userSegmentSchema>;

export const userSegmentListResponseSchema = z.object({ data: z.array(userSegmentSchema) });
