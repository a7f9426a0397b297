/**
 * The environment values every bundle may hold, the browser's included: Next inlines them at build
 * time. It replaces only a literal `process.env.NAME`, so each is read here by its full name. The
 * server's settings and secrets are in lib/env.ts.
 */

/** The build's identity, set by `npm run build` (next.config.ts); undefined in development. */
export function publicBuildId(): string | undefined {
  return process.env.NEXT_PUBLIC_BUILD_ID;
}

/** Domain for the preference cookies (e.g. `.halcyonbeauty.sg`); used only where it fits the host. */
export function publicCookieDomain(): string | undefined {
  return process.env.NEXT_PUBLIC_COOKIE_DOMAIN;
}

export function isDevelopment(): boolean {
  return process.env.NODE_ENV === 'development';
}
