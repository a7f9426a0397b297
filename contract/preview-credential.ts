import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The credential the storefront's server sends the API with every preview read (drafts and segment
 * variants), derived from the preview secret both hold, so the secret itself never travels. The
 * API serves drafts to nobody else (docs/preview.md, Access).
 */
export const PREVIEW_CREDENTIAL_HEADER = 'X-Preview-Credential';

export function previewCredential(secret: string): string {
  return createHmac('sha256', secret).update('halcyon-preview-api').digest('base64url');
}

/** Whether `given` is the credential of `secret`, compared in constant time. */
export function previewCredentialMatches(secret: string | undefined, given: string | undefined): boolean {
  if (!secret || !given) return false;
  const expected = Buffer.from(previewCredential(secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
