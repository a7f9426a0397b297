import { cookies } from 'next/headers';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { RawSearchParams } from '@/lib/catalogue/listing-state';
import { BrandIndex, BrandView, LandingView } from '@/components/content/brand-view';
import { ContentPage } from '@/components/content/content-page';
import { HomeEntry } from '@/components/content/home-content';
import { CONTENT_PAGE_SLUGS, type ContentPageSlug } from '@/contract/content-pages';
import { PreviewBanner } from './preview-banner';
import { getPreviewEntry, listUserSegments } from '@/lib/api/preview';
import type { ContentEntry, PageType, UserSegment } from '@/contract';
import { getTranslator } from '@/lib/i18n/server';
import { previewEnabled } from '@/lib/preview/access';
import { isPreviewEditor } from '@/lib/preview/session';
import {
  PREVIEW_OPTIONS_COOKIE,
  effectivePreviewOptions,
  parsePreviewOptions,
  type PreviewOptions,
} from '@/lib/preview/options';
import type { CountryCode, Language } from '@/lib/site';
import { ComparePreview } from './compare-preview';
import { EntryStatus, MissingEntry } from './entry-status';
import { PreviewFrontDoor } from './front-door';
import { HappeningPreview } from './happening-preview';
import { LayoutPreview } from './layout-preview';
import { OverlayPreview } from './overlay-preview';
import { PreviewSection } from './preview-section';
import { PreviewToolbar } from './toolbar';
import styles from './preview.module.css';

interface Props {
  country: CountryCode;
  lang: Language;
  /** The path segments after /preview: the page type first. */
  path: string[];
  searchParams: Promise<RawSearchParams>;
}

/** Seeded pages an editor is likely to look at first, listed on the preview index. */
const SUGGESTED = {
  pages: ['summer-glow', 'mega-sale', 'skincare-edit', 'gift-guide'],
  brands: ['fenty-beauty', 'laneige-korea'],
  overlays: ['welcome-offer', 'app-download'],
  cmsPages: ['terms', 'about', 'privacy'],
} as const;

/** One query value, whichever shape the search params came in. */
function single(query: RawSearchParams, key: string): string | undefined {
  const value = query instanceof URLSearchParams ? (query.get(key) ?? undefined) : query[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * `/preview/…`: what a page, layout or overlay will look like for the chosen store, language and
 * user segments, drafts included. Rendered per request for an editor with a preview session only; the
 * front door (`/preview`) takes the secret.
 */
export async function PreviewScreen({ country, lang, path, searchParams }: Props) {
  await connection();
  if (!previewEnabled()) notFound();
  const [editor, query, t] = await Promise.all([isPreviewEditor(), searchParams, getTranslator(lang, 'preview')]);
  if (!editor) {
    if (path.length > 0) notFound();
    return <PreviewFrontDoor lang={lang} wrongSecret={single(query, 'error') === 'secret'} />;
  }

  const stored = parsePreviewOptions((await cookies()).get(PREVIEW_OPTIONS_COOKIE)?.value);
  const options = effectivePreviewOptions(stored, { country, lang }, single(query, 'segments'));
  const segments = await listUserSegments(options).catch((): UserSegment[] => []);
  const [kind, ...rest] = path.map((segment) => segment.toLowerCase());
  // Inside the comparison's frames the page shows alone, without the toolbar.
  const framed = single(query, 'frame') === '1';
  const pathname = `/preview${path.length > 0 ? `/${path.join('/')}` : ''}`;

  return (
    <div className={styles.screen}>
      <PreviewBanner lang={lang} />
      {framed ? null : (
        <PreviewToolbar
          lang={lang}
          options={options}
          segments={segments}
          pathname={pathname}
          invalidOptions={single(query, 'error') === 'options'}
        />
      )}
      <PreviewBody kind={kind} rest={rest} options={options} segments={segments} lang={lang} t={t} query={query} />
    </div>
  );
}

async function PreviewBody({
  kind,
  rest,
  options,
  segments,
  lang,
  t,
  query,
}: {
  kind: string | undefined;
  rest: string[];
  options: PreviewOptions;
  segments: UserSegment[];
  lang: Language;
  t: Awaited<ReturnType<typeof getTranslator>>;
  query: RawSearchParams;
}) {
  const store = { country: options.country, lang: options.language };
  switch (kind) {
    case undefined:
      return <PreviewIndex t={t} />;
    case 'layout':
      if (rest.length > 0) notFound();
      return <LayoutPreview options={options} lang={lang} />;
    case 'happening':
      if (rest.length > 0) notFound();
      return <HappeningPreview options={options} lang={lang} />;
    case 'overlay':
      if (rest.length !== 1 || !rest[0]) notFound();
      return <OverlayPreview options={options} lang={lang} id={rest[0]} />;
    case 'compare':
      return (
        <ComparePreview
          lang={lang}
          segments={segments}
          page={single(query, 'page')}
          left={single(query, 'left')}
          right={single(query, 'right')}
        />
      );
    case 'homepage': {
      if (rest.length > 1) notFound();
      const entry = await getPreviewEntry(options, 'homepage', rest[0] ?? 'home');
      return (
        <EntryFrame entry={entry} options={options} lang={lang}>
          {entry ? <HomeEntry entry={entry} {...store} /> : null}
        </EntryFrame>
      );
    }
    case 'pages':
    case 'brands': {
      if (rest.length > 4) notFound();
      const pageType: PageType = kind;
      if (!rest[0]) {
        return kind === 'brands' ? <BrandIndex {...store} /> : <PreviewIndex t={t} />;
      }
      const entry = await getPreviewEntry(options, pageType, rest[0]);
      const View = kind === 'brands' ? BrandView : LandingView;
      // A landing page is its entry; a brand page shows the brand even without one.
      const show = kind === 'brands' || entry !== null;
      return (
        <EntryFrame entry={entry} options={options} lang={lang}>
          {show ? <View {...store} segments={rest} query={query} entry={entry} /> : null}
        </EntryFrame>
      );
    }
    case 'cms-pages': {
      // The store's own pages (about, terms, privacy…): `/preview/cms-pages/{slug}`.
      const slug = CONTENT_PAGE_SLUGS.find((candidate) => candidate === rest[0]);
      if (!slug || rest.length > 1) notFound();
      const entry = await getPreviewEntry(options, 'cms-pages', slug);
      return (
        <EntryFrame entry={entry} options={options} lang={lang}>
          {entry ? <ContentPage {...store} slug={slug satisfies ContentPageSlug} entry={entry} /> : null}
        </EntryFrame>
      );
    }
    default:
      notFound();
  }
}

/** The entry's state above its rendering, or what is missing. */
function EntryFrame({
  entry,
  options,
  lang,
  children,
}: {
  entry: ContentEntry | null;
  options: PreviewOptions;
  lang: Language;
  children: React.ReactNode;
}) {
  return (
    <>
      {entry ? (
        <EntryStatus entry={entry} options={options} lang={lang} />
      ) : (
        <MissingEntry options={options} lang={lang} />
      )}
      {children}
    </>
  );
}

function PreviewIndex({ t }: { t: Awaited<ReturnType<typeof getTranslator>> }) {
  return (
    <PreviewSection id="preview-index-title" className={styles.index} title={t('nav.index')}>
      <p className={styles.intro}>{t('index.intro')}</p>
      <ul className={styles.indexList}>
        <li>
          <Link href="/preview/homepage">{t('nav.homepage')}</Link>
        </li>
        {suggested(SUGGESTED.pages, '/preview/pages', (slug) => t('index.landing', { slug }))}
        {suggested(SUGGESTED.brands, '/preview/brands', (slug) => t('index.brand', { slug }))}
        {suggested(SUGGESTED.cmsPages, '/preview/cms-pages', (slug) => t('index.storePage', { slug }))}
        <li>
          <Link href="/preview/layout">{t('nav.layout')}</Link>
        </li>
        <li>
          <Link href="/preview/happening">{t('nav.happening')}</Link>
        </li>
        {suggested(SUGGESTED.overlays, '/preview/overlay', (key) => t('index.overlay', { key }))}
        <li>
          <Link href="/preview/compare">{t('nav.compare')}</Link>
        </li>
      </ul>
    </PreviewSection>
  );
}

/** The index's links to suggested pages of one kind, each at `{path}/{slug}`. */
function suggested(slugs: readonly string[], path: string, label: (slug: string) => string) {
  return slugs.map((slug) => (
    <li key={slug}>
      <Link href={`${path}/${slug}`}>{label(slug)}</Link>
    </li>
  ));
}
