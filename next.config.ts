import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { withSentryConfig } from '@sentry/nextjs/config';
import { buildIdFrom, parseIntegrationsEnv, redisUrlFrom } from './lib/env-schema';
import { securityHeaders } from './lib/security-headers';
import { FONT_CACHE_CONTROL } from './lib/static-cache';

const BUILD_ID = buildIdFrom(process.env);
/** The memory each node gives pages rendered after the build. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

// Several storefront nodes share one cache on Redis (docs/deploying.md): the response cache (pages)
// and the 'use cache' reads. Chosen when the server starts, so one build serves with or without it;
// the build itself prerenders into its own files as always.
const sharedCache =
  redisUrlFrom(process.env) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD
    ? {
        cacheHandler: path.resolve('lib/cache/handlers/incremental.mjs'),
        cacheHandlers: { default: path.resolve('lib/cache/handlers/use-cache.mjs') },
      }
    : {};

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next would hash every page's whole HTML per response for an ETag: about a tenth of a cached
  // listing's server time. Pages a browser may keep are `private, no-store` (nothing to revalidate),
  // and shared ones carry s-maxage for the cache in front, which validates on its own.
  generateEtags: false,
  reactStrictMode: true,
  // React would move the font and first-screen image preloads out of the HTML into a Link header,
  // which a page served from the cache did not always carry (home, once regenerated): its first
  // paint then waited for a stylesheet to ask for the font. The preloads stay in the HTML
  // (decision record 22).
  reactMaxHeadersLength: 0,
  cacheComponents: true,
  partialPrefetching: false,
  typedRoutes: false,
  // `npm test` type-checks the app, its tests and the route types before it builds (scripts/test.mjs):
  // its build need not check them again. Every other build does.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === 'true' },
  // The running page compares its build with the latest deployed one (lib/app-shell/build-check).
  generateBuildId: () => BUILD_ID,
  ...sharedCache,
  env: { NEXT_PUBLIC_BUILD_ID: BUILD_ID },
  // Pages rendered after the build (a search, a filter combination, a revalidated page) are kept in
  // this much memory, the least recently used leaving first, and never written to disk, which a
  // stranger's random queries would otherwise fill (docs/deploying.md). What the build prerendered
  // is read from disk as before. With REDIS_URL the shared cache keeps them instead.
  cacheMaxMemorySize: PAGE_CACHE_BYTES,
  experimental: {
    // Prerendering waits on the embedded API as much as it computes: one worker per core keeps both
    // cores busy (Next's default leaves one for the build's main process).
    cpus: availableParallelism(),
    isrFlushToDisk: false,
    // Turbopack keeps its build cache on disk for the next build of this checkout (a rebuild after a
    // change). A CI run builds a fresh clone once and throws it away: writing the cache (about 180 MB)
    // cost 14 s of the build there, for nobody to read it.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
    // A form's post is a few kilobytes; Next's own limit (1 MB) sits above the 64 kB every page POST
    // is held to before Next (lib/server/request-guard.ts), so a larger body never reaches an action.
    serverActions: { bodySizeLimit: '128kb' },
    // Fewer, larger browser chunks: a page loads 11 scripts instead of 17, shared by every page
    // but one route-specific chunk (decision record 9). Turbopack wants the largest chunk at least
    // three times the smallest, and merges nothing larger than the largest.
    turbopackChunking: {
      minChunkSize: 200000,
      maxChunkSize: 600000,
      maxChunkCountPerGroup: 4,
      maxMergeChunkSize: 600000,
    },
    // Stylesheets grouped by the pages that load them together: a catalogue page blocks on four, the
    // largest about 12 kB compressed, so each arrives in a new connection's first round trip
    // instead of one sheet holding every route's rules (decision record 22).
    cssChunking: { type: 'graph', requestCost: 200000, weightDistribution: 0.1 },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // A month spares a Chinese page its two dozen revalidations of font subsets.
      { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: FONT_CACHE_CONTROL }] },
    ];
  },
};

const { sentryBuild } = parseIntegrationsEnv(process.env);
const canUpload = Boolean(sentryBuild.authToken && sentryBuild.org && sentryBuild.project);

// Error reporting's build step. Without credentials it must not reach the network: no telemetry,
// no source-map upload, no release creation.
export default withSentryConfig(nextConfig, {
  org: sentryBuild.org,
  project: sentryBuild.project,
  authToken: sentryBuild.authToken,
  telemetry: false,
  silent: true,
  sourcemaps: { disable: !canUpload },
  release: { create: canUpload, finalize: canUpload },
  // The route manifest would add every route's pattern to the browser's first load.
  routeManifestInjection: false,
  webpack: { autoInstrumentServerFunctions: false, autoInstrumentMiddleware: false, autoInstrumentAppDirectory: false },
});
