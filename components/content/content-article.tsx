import { Link } from '@/components/ui/link';
import type { ContentEntry } from '@/contract';
import { withLanguage } from '@/lib/routing/language-query';
import { formatDate, type CountryCode, type Language } from '@/lib/site';
import { openSection, pageSections, type PageSection } from './content-sections';
import { RichText } from './rich-text';
import { ScrollToSection } from './scroll-to-section';
import styles from './content-article.module.css';

export interface ContentArticleLabels {
  /** "Last updated {date}", with the date filled in. */
  lastUpdated: string;
  contents: string;
}

interface Props {
  entry: ContentEntry;
  /** The page's path (`/terms`), for the links of its table of contents. */
  path: string;
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  labels: ContentArticleLabels;
  /** Show a table of contents linking to the sections. */
  withContents: boolean;
  /** Sections fold away (questions, clauses); one is open. */
  folded: boolean;
  /** The section a link asked for (its anchor), already checked against the page. */
  requested: string | null;
}

/** The date the entry last changed, in the shopper's language (Thai counts Buddhist years). */
export function lastModifiedLabel(updatedAt: string, country: CountryCode, lang: Language): string {
  return formatDate(updatedAt, country, lang, 'long', { timeZone: 'UTC' });
}

/**
 * A store page from the CMS: title, when it last changed, a table of contents on long pages and
 * its sections, each under a stable anchor. Everything is decided on the server, so a link to a
 * section (`?section=Legal+Terms`) opens it without JavaScript.
 */
export function ContentArticle({ entry, path, lang, defaultLang, labels, withContents, folded, requested }: Props) {
  const sections = pageSections(entry.blocks);
  const open = folded ? openSection(sections, requested) : null;
  const href = (section: PageSection) =>
    withLanguage(folded ? `${path}?section=${section.id}#${section.id}` : `${path}#${section.id}`, lang, defaultLang);
  const showContents = withContents && sections.length > 2;

  return (
    <div className={`${styles.page} ${showContents ? styles.withContents : ''}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>{entry.title}</h1>
        <p className={styles.updated}>
          <time dateTime={entry.updatedAt}>{labels.lastUpdated}</time>
        </p>
      </header>

      {showContents ? (
        <nav aria-labelledby="page-contents" className={styles.contents} data-testid="page-contents">
          <h2 id="page-contents" className={styles.contentsTitle}>
            {labels.contents}
          </h2>
          <ol className={styles.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link href={href(section)} aria-current={requested === section.id ? 'location' : undefined}>
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      <div className={styles.body}>
        {sections.map((section) =>
          folded ? (
            <details
              key={section.id}
              id={section.id}
              className={styles.fold}
              open={section.id === open}
              data-testid="content-section"
            >
              <summary className={styles.summary}>
                <h2 className={styles.foldHeading}>{section.title}</h2>
              </summary>
              <div className={styles.foldBody}>
                <RichText document={section.body} lang={lang} defaultLang={defaultLang} />
              </div>
            </details>
          ) : (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className={styles.section}
              data-testid="content-section"
            >
              <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                {section.title}
              </h2>
              <RichText document={section.body} lang={lang} defaultLang={defaultLang} />
            </section>
          ),
        )}
      </div>
      {requested ? <ScrollToSection id={requested} /> : null}
    </div>
  );
}
