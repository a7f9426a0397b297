import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import type { RichTextDocument, RichTextInline } from '@/contract';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import styles from './rich-text.module.css';

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/;

/**
 * The link targets content may use: site-relative paths and https, mailto and tel URLs. Anything
 * else (javascript:, data:, http:, protocol-relative `//host`, backslashes) is refused, and the
 * link is shown as its text.
 */
export function sanitizeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (!value || value.includes('\\')) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    if (CONTROL_OR_SPACE.test(value)) return null;
    return value;
  }
  if (CONTROL_OR_SPACE.test(value.replace(/ /g, ''))) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' && url.hostname) return url.toString();
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return value;
  return null;
}

function Inline({
  node,
  lang,
  defaultLang,
}: {
  node: RichTextInline;
  lang: Language;
  defaultLang: Language;
}): ReactNode {
  if (node.type === 'link') {
    const href = sanitizeHref(node.href);
    if (!href) return <>{node.text}</>;
    if (href.startsWith('/')) return <Link href={withLanguage(href, lang, defaultLang)}>{node.text}</Link>;
    return (
      <a href={href} rel="noopener noreferrer nofollow" target={href.startsWith('https:') ? '_blank' : undefined}>
        {node.text}
      </a>
    );
  }
  if (node.type !== 'text') return null;
  let out: ReactNode = node.text;
  if (node.marks.includes('underline')) out = <u>{out}</u>;
  if (node.marks.includes('italic')) out = <em>{out}</em>;
  if (node.marks.includes('bold')) out = <strong>{out}</strong>;
  return out;
}

function Inlines({ nodes, lang, defaultLang }: { nodes: RichTextInline[]; lang: Language; defaultLang: Language }) {
  return (
    <>
      {nodes.map((node, index) => (
        <Inline key={index} node={node} lang={lang} defaultLang={defaultLang} />
      ))}
    </>
  );
}

/**
 * Rich text from the CMS, rendered element by element from its structure. Strings are React
 * text (escaped), unknown node types are dropped, and nothing is ever injected as HTML.
 */
export function RichText({
  document,
  lang,
  defaultLang,
}: {
  document: RichTextDocument;
  lang: Language;
  defaultLang: Language;
}) {
  return (
    <div className={styles.prose}>
      {document.content.map((node, index) => {
        switch (node.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines nodes={node.children} lang={lang} defaultLang={defaultLang} />
              </p>
            );
          case 'heading': {
            const Heading = node.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={index}>
                <Inlines nodes={node.children} lang={lang} defaultLang={defaultLang} />
              </Heading>
            );
          }
          case 'list': {
            const List = node.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {node.items.map((item, i) => (
                  <li key={i}>
                    <Inlines nodes={item} lang={lang} defaultLang={defaultLang} />
                  </li>
                ))}
              </List>
            );
          }
          default:
            return null;
        }
      })}
    </div>
  );
}
