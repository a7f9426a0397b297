// @vitest-environment node
import { renderToReadableStream } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CartPage from '@/app/[country]/[lang]/(default)/cart/page';

/*
 * A first visit to the bag, with no bag cookie and no session: the empty bag is in the server's
 * HTML, as a bag with lines is, so nothing is swapped in (and the footer does not move) when the
 * script runs.
 */

const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers({ host: 'localhost:3000' }),
}));

const fetchSpy = vi.spyOn(globalThis, 'fetch');
beforeEach(() => {
  jar.clear();
  fetchSpy.mockClear();
});

async function serverHtml(country: string, lang: string): Promise<string> {
  const page = await CartPage({
    params: Promise.resolve({ country, lang }),
    searchParams: Promise.resolve({}),
  });
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  return new Response(stream).text();
}

describe('the bag page of a first visit', () => {
  it('has the empty bag in its server HTML, in English', async () => {
    const html = await serverHtml('sg', 'en');
    expect(html).toContain('Your bag is empty');
    expect(html).toContain('Continue shopping');
    expect(html).toContain('data-testid="bag-empty"');
    expect(html).not.toContain('aria-busy="true"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('has the empty bag in its server HTML, in Thai', async () => {
    const html = await serverHtml('th', 'th');
    expect(html).toContain('ถุงช้อปปิ้งของคุณว่างเปล่า');
    expect(html).toContain('ช้อปต่อ');
    expect(html).not.toContain('Your bag is empty');
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toMatch(/href="\/"/);
  });
});
