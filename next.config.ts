import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security-headers';

const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  cacheComponents: true,
  partialPrefetching: true,
  typedRoutes: false,
  // The browser reaches the API same-origin so that the token cookies stay first-party.
  async rewrites() {
    return {
      beforeFiles: [{ source: '/api/web/v1/:path*', destination: `${apiOrigin}/api/web/v1/:path*` }],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default nextConfig;
