// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText, sanitizeHref } from '@/components/content/rich-text';
import type { RichTextDocument } from '@/contract';

describe('sanitizeHref', () => {
  it.each([
    ['/pages/gift-guide', '/pages/gift-guide'],
    ['/brands/milk-makeup?sort=newest#top', '/brands/milk-makeup?sort=newest#top'],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['mailto:care@example.com', 'mailto:care@example.com'],
    ['tel:+6561234567', 'tel:+6561234567'],
    ['  /about  ', '/about'],
  ])('keeps %s', (href, expected) => {
    expect(sanitizeHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'http://example.com',
    '//evil.example/path',
    '/\\evil.example',
    '/foo\nbar',
    'ftp://example.com',
    'https://',
    'relative/path',
    '',
    42,
    null,
  ])('refuses %s', (href) => {
    expect(sanitizeHref(href)).toBeNull();
  });
});

describe('RichText', () => {
  const document = {
    type: 'document',
    content: [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Why <b>us</b>', marks: [] }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: '<img src=x onerror=alert(1)>', marks: ['bold', 'italic'] },
          { type: 'link', text: 'bad', href: 'javascript:alert(1)' },
          { type: 'link', text: 'gift guide', href: '/pages/gift-guide' },
          { type: 'link', text: 'partner', href: 'https://partner.example/x' },
          { type: 'link', text: 'mail us', href: 'mailto:care@example.com' },
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'one', marks: ['underline'] }]] },
      { type: 'html', value: '<script>alert(1)</script>' },
    ],
  } as unknown as RichTextDocument;

  it('renders the structure as elements and never as HTML', () => {
    const { container } = render(<RichText document={document} lang="zh" defaultLang="en" />);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Why <b>us</b>');
    expect(container.querySelector('strong em')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(container.querySelector('ol li u')?.textContent).toBe('one');
    expect(container.textContent).not.toContain('alert(1)</script>');
  });

  it('keeps only safe links and carries the language on site links', () => {
    const { container } = render(<RichText document={document} lang="zh" defaultLang="en" />);
    const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['gift guide', '/pages/gift-guide?language=zh'],
      ['partner', 'https://partner.example/x'],
      ['mail us', 'mailto:care@example.com'],
    ]);
    expect(container.textContent).toContain('bad');
    const external = container.querySelector('a[href^="https:"]');
    expect(external?.getAttribute('rel')).toContain('noopener');
  });
});
