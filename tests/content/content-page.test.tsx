// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentArticle, lastModifiedLabel } from '@/components/content/content-article';
import { openSection, pageSections, requestedSection } from '@/components/content/content-sections';
import { keepPlaceholders, TextWithLinks } from '@/components/ui/text-with-links';
import type { ContentBlock, ContentEntry } from '@/contract';
import { LEGAL_TERMS_HREF, LEGAL_TERMS_SECTION, sectionAnchor } from '@/contract/content-pages';

function section(id: string, heading: string, text: string): ContentBlock {
  return {
    type: 'richText',
    id,
    document: {
      type: 'document',
      content: [
        { type: 'heading', level: 2, children: [{ type: 'text', text: heading, marks: [] }] },
        { type: 'paragraph', children: [{ type: 'text', text, marks: [] }] },
      ],
    },
  };
}

const BLOCKS: ContentBlock[] = [
  section('introduction', 'Introduction', 'These terms apply to every purchase.'),
  section('legal-terms', 'Legal Terms', 'A contract is formed when your order is dispatched.'),
  section('prices-and-payment', 'Prices and payment', 'Prices include tax.'),
  // No heading: it cannot be linked to, so it is left out.
  {
    type: 'richText',
    id: 'stray',
    document: {
      type: 'document',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'x', marks: [] }] }],
    },
  },
  // A repeated id would give two elements one anchor.
  section('introduction', 'Again', 'Duplicate'),
  section('Bad Id!', 'Bad', 'Not an anchor'),
];

const ENTRY: ContentEntry = {
  id: 1,
  pageType: 'cms-pages',
  slugUrl: 'terms',
  language: 'en',
  title: 'Terms and conditions',
  seoDescription: 'The terms',
  segment: null,
  status: 'published',
  blocks: BLOCKS,
  updatedAt: '2026-03-02T02:00:00.000Z',
};

function renderTerms(requested: string | null, { folded = true, lang = 'en' as const } = {}) {
  return render(
    <ContentArticle
      entry={ENTRY}
      path="/terms"
      country="sg"
      lang={lang}
      defaultLang="en"
      labels={{ lastUpdated: 'Last updated 2 March 2026', contents: 'On this page' }}
      withContents
      folded={folded}
      requested={requested}
    />,
  );
}

describe('sections of a store page', () => {
  it('keeps rich-text blocks that open with a heading and have a usable, unique anchor', () => {
    expect(pageSections(BLOCKS).map((s) => [s.id, s.title])).toEqual([
      ['introduction', 'Introduction'],
      ['legal-terms', 'Legal Terms'],
      ['prices-and-payment', 'Prices and payment'],
    ]);
    expect(pageSections(BLOCKS)[1]?.body.content.map((node) => node.type)).toEqual(['paragraph']);
  });

  it('reads ?section= as links write it', () => {
    const sections = pageSections(BLOCKS);
    expect(sectionAnchor(LEGAL_TERMS_SECTION)).toBe('legal-terms');
    expect(requestedSection(sections, 'Legal Terms')).toBe('legal-terms');
    expect(requestedSection(sections, 'legal-terms')).toBe('legal-terms');
    expect(requestedSection(sections, ' LEGAL  terms ')).toBe('legal-terms');
    expect(requestedSection(sections, ['Prices and payment', 'Legal Terms'])).toBe('prices-and-payment');
    expect(requestedSection(sections, 'Shipping')).toBeNull();
    expect(requestedSection(sections, '<script>')).toBeNull();
    expect(requestedSection(sections, undefined)).toBeNull();
    expect(openSection(sections, null)).toBe('introduction');
    expect(openSection(sections, 'legal-terms')).toBe('legal-terms');
  });

  it('the checkout link names the section and its anchor', () => {
    const url = new URL(LEGAL_TERMS_HREF, 'https://halcyonbeauty.sg');
    expect(url.pathname).toBe('/terms');
    expect(url.searchParams.get('section')).toBe(LEGAL_TERMS_SECTION);
    expect(url.hash).toBe(`#${sectionAnchor(LEGAL_TERMS_SECTION)}`);
  });
});

describe('ContentArticle', () => {
  // jsdom does not lay out, so it has no scrolling of its own.
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
  });

  it('opens only the section a link asked for, under its anchor, and brings it into view', () => {
    const { container } = renderTerms('legal-terms');
    expect(scrolled).toEqual(['legal-terms']);
    const folds = [...container.querySelectorAll('details')];
    expect(folds.map((d) => [d.id, d.open])).toEqual([
      ['introduction', false],
      ['legal-terms', true],
      ['prices-and-payment', false],
    ]);
    expect(within(folds[1]!).getByRole('heading', { level: 2 })).toHaveTextContent('Legal Terms');
    expect(folds[1]).toHaveTextContent('A contract is formed');
  });

  it('opens the first section when none is asked for, and leaves the page at its top', () => {
    const { container } = renderTerms(null);
    expect(scrolled).toEqual([]);
    expect([...container.querySelectorAll('details[open]')].map((d) => d.id)).toEqual(['introduction']);
  });

  it('has a table of contents linking to every section, marking the one asked for', () => {
    renderTerms('legal-terms');
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/terms?section=introduction#introduction',
      '/terms?section=legal-terms#legal-terms',
      '/terms?section=prices-and-payment#prices-and-payment',
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'location');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('links plain sections by anchor and keeps a non-default language in the links', () => {
    const { container } = renderTerms(null, { folded: false, lang: 'zh' as 'en' });
    expect(container.querySelectorAll('details')).toHaveLength(0);
    expect([...container.querySelectorAll('section[id]')].map((s) => s.id)).toEqual([
      'introduction',
      'legal-terms',
      'prices-and-payment',
    ]);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links[1]).toHaveAttribute('href', '/terms?language=zh#legal-terms');
  });

  it('shows when the page last changed, as a machine-readable date', () => {
    const { container } = renderTerms(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms and conditions');
    expect(container.querySelector('time')).toHaveAttribute('datetime', ENTRY.updatedAt);
    expect(container.querySelector('time')).toHaveTextContent('Last updated 2 March 2026');
  });

  it('formats the date in the page language', () => {
    expect(lastModifiedLabel(ENTRY.updatedAt, 'sg', 'en')).toBe('2 March 2026');
    expect(lastModifiedLabel(ENTRY.updatedAt, 'th', 'th')).toContain('2569');
    expect(lastModifiedLabel(ENTRY.updatedAt, 'hk', 'zh')).toBe('2026年3月2日');
  });
});

describe('TextWithLinks', () => {
  it('puts each link where the translation placed it', () => {
    const { container } = render(
      <p>
        <TextWithLinks
          template="Read our {{terms}} and {{privacy}} ({{unknown}})."
          parts={{
            terms: <a href="https://example.com/t">Terms</a>,
            privacy: <a href="https://example.com/p">Privacy</a>,
          }}
        />
      </p>,
    );
    expect(container.textContent).toBe('Read our Terms and Privacy ({{unknown}}).');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/t',
      'https://example.com/p',
    ]);
    expect(keepPlaceholders('terms')).toEqual({ terms: '{{terms}}' });
  });
});
