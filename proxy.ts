import { NextResponse, type NextRequest } from 'next/server';
import { decideRoute } from '@/lib/routing/decide';

/** Country and language resolution, brand aliases and sign-in redirects; no network calls. */
export function proxy(request: NextRequest) {
  const decision = decideRoute({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    host: request.headers.get('host'),
    headers: { siteCountry: request.headers.get('x-site-country') },
    cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
  });

  switch (decision.kind) {
    case 'pass':
      return NextResponse.next();
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.nextUrl), decision.status);
    case 'rewrite': {
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      const response = NextResponse.rewrite(url);
      for (const { name, value, ...options } of decision.cookies) response.cookies.set(name, value, options);
      return response;
    }
  }
}

export const config = {
  matcher: [
    '/((?!_next/|api/|favicon\\.ico$|.+\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|mjs|map|woff2?|ttf|otf|webmanifest)$).*)',
  ],
};
