/** The surfaces that are closed unless switched on: QA's sandbox (with /swagger) and CMS preview. */
export type Surface = 'sandbox' | 'preview';

export interface OpenSurfaces {
  sandbox: boolean;
  preview: boolean;
}

/**
 * The editor's preview session, set once they have given the preview secret (httpOnly, signed with
 * it; `lib/preview/access.ts` checks the signature, the proxy only that it is there).
 */
export const PREVIEW_SESSION_COOKIE = 'preview_session';

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Which closed-by-default surface a public path belongs to, if any. */
export function surfaceOf(pathname: string): Surface | null {
  const first = segmentsOf(pathname)[0]?.toLowerCase();
  if (first === 'sandbox' || first === 'swagger') return 'sandbox';
  if (first === 'preview') return 'preview';
  return null;
}

/** Paths starting with /preview are preview mode. */
export function isPreviewPath(pathname: string): boolean {
  return surfaceOf(pathname) === 'preview';
}

/**
 * Whether a request may reach the surface. The sandbox only needs to be switched on (its pages ask
 * for the QA credential themselves). Preview also needs an editor's session, except for its front door
 * (`/preview` itself), where an editor gives the secret.
 */
export function surfaceIsOpen(
  surface: Surface,
  pathname: string,
  open: OpenSurfaces | undefined,
  cookies: Readonly<Record<string, string | undefined>>,
): boolean {
  if (surface === 'sandbox') return Boolean(open?.sandbox);
  if (!open?.preview) return false;
  return segmentsOf(pathname).length === 1 || Boolean(cookies[PREVIEW_SESSION_COOKIE]);
}

/** The content kinds a path can name (the API's page types of landing content). */
export type ContentPageType = 'homepage' | 'pages' | 'brands' | 'cms-pages';

const PAGE_TYPES: Record<string, ContentPageType> = {
  homepage: 'homepage',
  pages: 'pages',
  brands: 'brands',
  'cms-pages': 'cms-pages',
};

/**
 * The page type of a content path: the first path segment, the second in preview mode. The home
 * page (`/`, `/preview/homepage`) is `homepage`; a path of no content kind is null.
 */
export function pageTypeOf(pathname: string): ContentPageType | null {
  const segments = segmentsOf(pathname);
  const kind = isPreviewPath(pathname) ? segments[1] : segments[0];
  if (kind === undefined) return isPreviewPath(pathname) ? null : 'homepage';
  return PAGE_TYPES[kind.toLowerCase()] ?? null;
}
