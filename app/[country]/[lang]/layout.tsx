import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { preload } from 'react-dom';
import { AppProviders } from '@/components/layout/app-providers';
import { AppShell } from '@/components/layout/app-shell';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { pickMessages } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { allLocales, getCountry, localeTag, SITE_NAME, siteTextFor } from '@/lib/site';
import type { LocaleLayoutProps, LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import '../../globals.css';
import type { MessagePicks } from '@/lib/i18n/config';

const latin = localFont({
  // Inter's Latin file cut to the weights the styles use (scripts/prepare-fonts.mjs, run before each build;
  // tests/build/latin-font.test.ts keeps this file name, weight and range equal to what it cuts).
  src: '../../../.fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-latin',
  weight: '400 800',
  // Preloaded, so it is normally there for the first paint; when it is not, the page keeps the
  // metric-matched fallback instead of swapping under the shopper's finger.
  display: 'optional',
  // The file holds the Latin subset only: without its range (as the font package declares it; next/font
  // takes literals only) the browser would also try this face for characters it lacks, such as arrows.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

/**
 * The currency signs the Latin face lacks, each drawn by a face of its own (declared in globals.css,
 * cut by scripts/prepare-fonts.mjs; tests/build/latin-font.test.ts keeps the three equal).
 */
const SIGN_FONTS: Readonly<Record<string, string>> = {
  '\u20B1': '/fonts/signs/peso-sign-wght-400-800.woff2',
  '\u0E3F': '/fonts/signs/baht-sign-wght-400-800.woff2',
};

/**
 * Catalogue pages put their content in the page itself rather than behind Suspense fallbacks (a
 * large boundary is revealed only after the first paint). Pages that read the request or, in a
 * build without the API, uncached data therefore render on request instead of failing the build.
 */
export const instant = false;

export function generateStaticParams() {
  return allLocales();
}

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const site = getCountry(country);
  const text = siteTextFor(country, lang);
  return {
    metadataBase: new URL(`https://${site.domain}`),
    title: { default: text.siteTitle, template: `%s | ${text.siteTitle}` },
    description: text.metaDescription,
    applicationName: SITE_NAME,
    authors: [{ name: SITE_NAME }],
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/favicon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-touch-icon.png',
    },
    openGraph: {
      type: 'website',
      siteName: text.siteTitle,
      title: text.siteTitle,
      description: text.metaDescription,
      locale: localeTag(country, lang).replace('-', '_'),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: SITE_NAME }],
    },
    twitter: { card: 'summary_large_image', images: ['/og-image.png'] },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#000000',
};

/** The strings of the shell's error and not-found screens (one constant, so they are picked once per language). */
const SHELL_MESSAGES: MessagePicks = { common: ['error', 'notFound.home'] };

/** Root layout per storefront: one prerendered shell per valid country × language pair. */
export default async function RootLayout({ children, params }: LocaleLayoutProps) {
  const { country, lang } = await localeFromParams(params);
  const shellMessages = await pickMessages(lang, SHELL_MESSAGES);
  // React writes each preload once, into the head (a <link> element here would be written twice).
  const signFont = SIGN_FONTS[getCountry(country).currency.symbol];
  // The store's prices begin with it: preloaded, like the Latin face, for the first paint.
  if (signFont) preload(signFont, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  // Declared in globals.css with its range; preloaded here, where Thai is the page's script.
  if (lang === 'th') {
    preload('/fonts/noto-sans-thai/noto-sans-thai-thai-wght-normal.woff2', {
      as: 'font',
      type: 'font/woff2',
      crossOrigin: '',
    });
  }
  return (
    <html lang={localeTag(country, lang)} className={latin.variable}>
      <head>
        {lang === 'zh' ? (
          // The Traditional Chinese face is split into ~100 unicode-range subsets per weight, which
          // next/font cannot express; zh pages link its font-face sheet and load only the glyphs used.
          // eslint-disable-next-line @next/next/no-css-tags
          <link rel="stylesheet" href="/fonts/noto-sans-tc/noto-sans-tc.css" />
        ) : null}
      </head>
      <body>
        <TranslationsProvider lang={lang} resources={shellMessages}>
          <AppProviders country={country} lang={lang}>
            {children}
            <AppShell country={country} lang={lang} />
          </AppProviders>
        </TranslationsProvider>
      </body>
    </html>
  );
}
