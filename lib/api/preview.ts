import 'server-only';
import {
  contentEntryResponseSchema,
  happeningBannerListResponseSchema,
  layoutResponseSchema,
  overlayResponseSchema,
  userSegmentListResponseSchema,
  type ContentEntry,
  type HappeningBanner,
  type Layout,
  type Overlay,
  type PageType,
  type UserSegment,
} from '@/contract';
import { apiPath } from '@/lib/api/client';
import { serverEnv } from '@/lib/env';
import { PREVIEW_CREDENTIAL_HEADER, previewCredential } from '@/contract/preview-credential';
import { userSegmentsQuery, type PreviewOptions } from '@/lib/preview/options';
import { orNull, publicServerClient } from './public-client';

/*
 * CMS preview reads: drafts and segment variants for an editor. Never cached (each answer depends
 * on the editor's options and may show unpublished work), and never used outside /preview.
 */

/**
 * Every call made in preview says so, with the selected segments comma-joined, and carries the
 * preview credential, which only this server holds: the API serves drafts to nobody else.
 */
function previewRequest(options: PreviewOptions) {
  const secret = serverEnv().PREVIEW_SECRET;
  return {
    client: publicServerClient(options.country, options.language),
    headers: {
      'X-Preview-Mode': 'true',
      ...(secret ? { [PREVIEW_CREDENTIAL_HEADER]: previewCredential(secret) } : {}),
    },
    query: { user_segments: userSegmentsQuery(options.segments) },
  };
}

/** GET contentful/preview/content-entries/{id}: the draft (or segment variant) an editor would publish. */
export async function getPreviewEntry(
  options: PreviewOptions,
  pageType: PageType,
  slugUrl: string,
): Promise<ContentEntry | null> {
  const { client, headers, query } = previewRequest(options);
  const answer = await orNull(
    client.request({
      method: 'GET',
      path: apiPath`contentful/preview/content-entries/${slugUrl}`,
      query: { ...query, pageType },
      headers,
      schema: contentEntryResponseSchema,
    }),
  );
  return answer?.data ?? null;
}

/** GET layouts/ in preview mode: the draft or segment layout. */
export async function getPreviewLayout(options: PreviewOptions): Promise<Layout | null> {
  const { client, headers, query } = previewRequest(options);
  const answer = await orNull(
    client.request({ method: 'GET', path: 'layouts', query, headers, schema: layoutResponseSchema }),
  );
  return answer?.data ?? null;
}

/** GET happening/banners in preview mode: the published banners with the drafts and the chosen segments'. */
export async function getPreviewHappeningBanners(options: PreviewOptions): Promise<HappeningBanner[] | null> {
  const { client, headers, query } = previewRequest(options);
  const answer = await orNull(
    client.request({
      method: 'GET',
      path: 'happening/banners',
      query,
      headers,
      schema: happeningBannerListResponseSchema,
    }),
  );
  return answer?.data ?? null;
}

/** GET preview/overlays/{id}: an overlay by numeric id or key. */
export async function getPreviewOverlay(options: PreviewOptions, id: string): Promise<Overlay | null> {
  const { client, headers, query } = previewRequest(options);
  const answer = await orNull(
    client.request({
      method: 'GET',
      path: apiPath`preview/overlays/${id}`,
      query,
      headers,
      schema: overlayResponseSchema,
    }),
  );
  return answer?.data ?? null;
}

/** GET sea-falcon/all-user-segments: the segments preview can filter content by. */
export async function listUserSegments(options: PreviewOptions): Promise<UserSegment[]> {
  const { client, headers } = previewRequest(options);
  const answer = await client.request({
    method: 'GET',
    path: 'sea-falcon/all-user-segments',
    headers,
    schema: userSegmentListResponseSchema,
  });
  return answer.data;
}
