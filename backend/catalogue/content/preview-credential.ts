import type { MiddlewareHandler } from 'hono';
import { errorBody } from '@/backend/http/errors';
import type { AppEnv } from '@/backend/types';
import { ERROR_MESSAGES } from '@/contract';
import { PREVIEW_CREDENTIAL_HEADER, previewCredentialMatches } from '@/contract/preview-credential';

/**
 * Guards the draft reads: the preview routes, and the layout asked for in preview mode. Without the
 * preview credential (or when the API has no PREVIEW_SECRET) they answer the same 404 as a path that
 * does not exist, so drafts reach only the storefront's preview pages.
 */
export function requirePreviewCredential(
  previewSecret: string | undefined,
  options: { onlyInPreviewMode?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (options.onlyInPreviewMode && c.req.header('x-preview-mode')?.trim().toLowerCase() !== 'true') return next();
    if (!previewCredentialMatches(previewSecret, c.req.header(PREVIEW_CREDENTIAL_HEADER))) {
      return c.json(errorBody('not_found', ERROR_MESSAGES.resourceNotFound), 404);
    }
    await next();
  };
}
