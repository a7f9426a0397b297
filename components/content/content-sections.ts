import { sectionAnchor } from '@/contract/content-pages';
import type { ContentBlock, RichTextDocument, RichTextInline } from '@/contract';

export interface PageSection {
  /** The section's anchor: the block's id, the same in every language. */
  id: string;
  /** Its heading as plain text, for the table of contents. */
  title: string;
  heading: RichTextInline[];
  /** The rest of the section, without its heading. */
  body: RichTextDocument;
}

const ANCHOR = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * A store page's sections: each rich-text block that opens with a heading and has a usable id.
 * Blocks without either are left out rather than shown without a way to link to them.
 */
export function pageSections(blocks: ContentBlock[]): PageSection[] {
  const seen = new Set<string>();
  return blocks.flatMap((block) => {
    if (block.type !== 'richText' || !ANCHOR.test(block.id) || seen.has(block.id)) return [];
    const [first, ...rest] = block.document.content;
    if (first?.type !== 'heading') return [];
    seen.add(block.id);
    return [
      {
        id: block.id,
        title: first.children.map((child) => child.text).join(''),
        heading: first.children,
        body: { type: 'document', content: rest },
      },
    ];
  });
}

/**
 * The section a link asked for (`?section=Legal+Terms` or `?section=legal-terms`), if the page has
 * it. A repeated parameter takes its first value.
 */
export function requestedSection(
  sections: readonly PageSection[],
  section: string | string[] | undefined,
): string | null {
  const raw = Array.isArray(section) ? section[0] : section;
  if (!raw) return null;
  const anchor = sectionAnchor(raw);
  return sections.some((s) => s.id === anchor) ? anchor : null;
}

/** Which folded section is open: the one asked for, otherwise the first. */
export function openSection(sections: readonly PageSection[], requested: string | null): string | null {
  return requested ?? sections[0]?.id ?? null;
}
