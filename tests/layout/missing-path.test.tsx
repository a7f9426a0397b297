// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MissingPath } from '@/components/layout/missing-path';
import { getTranslator } from '@/lib/i18n/server';

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

afterEach(() => window.history.replaceState(null, '', '/'));

async function template(lang: 'en' | 'th') {
  return (await getTranslator(lang, 'common'))('notFound.path', { path: '{{path}}' });
}

describe('404 path line', () => {
  it('shows the path and query from the address bar, translated', async () => {
    window.history.replaceState(null, '', '/definitely/not-here?x=1');
    render(<MissingPath template={await template('en')} className="detail" />);
    expect(screen.getByTestId('missing-path')).toHaveTextContent('Page not found: /definitely/not-here?x=1');

    window.history.replaceState(null, '', '/nope');
    render(<MissingPath template={await template('th')} className="detail" />);
    expect(screen.getAllByTestId('missing-path')[1]).toHaveTextContent('ไม่พบหน้า: /nope');
  });

  it('writes the path as typed, even with replacement patterns in it', async () => {
    window.history.replaceState(null, '', "/a$&b$'c");
    render(<MissingPath template={await template('en')} className="detail" />);
    expect(screen.getByTestId('missing-path').textContent).toBe("Page not found: /a$&b$'c");
  });

  it('keeps its line, empty, in the server render, which does not depend on the request', async () => {
    window.history.replaceState(null, '', '/secret-path');
    const html = renderToString(<MissingPath template={await template('en')} className="detail" />);
    expect(html).toContain('data-testid="missing-path"');
    expect(html).not.toContain('secret-path');
  });
});
