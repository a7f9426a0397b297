import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, runtimeKeys } from '@/lib/i18n/config';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { LANGUAGES } from '@/lib/site';

const root = path.resolve(__dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

function load(lang: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(root, lang, `${ns}.json`), 'utf8')) as Tree;
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1] ?? '').sort();
}

describe('translations', () => {
  it('has exactly the declared namespaces in every language', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(path.join(root, lang))
        .map((f) => f.replace(/\.json$/, ''))
        .sort();
      expect(files).toEqual([...NAMESPACES].sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`has every ${ns} key in all four languages, none empty, same placeholders`, () => {
      const english = load('en', ns);
      const englishKeys = keys(english).sort();
      for (const lang of LANGUAGES) {
        const tree = load(lang, ns);
        expect(keys(tree).sort(), `${lang}/${ns}.json`).toEqual(englishKeys);
        for (const key of englishKeys) {
          const value = key
            .split('.')
            .reduce<string | Tree | undefined>(
              (node, part) => (typeof node === 'object' ? node[part] : undefined),
              tree,
            );
          const source = key
            .split('.')
            .reduce<string | Tree | undefined>(
              (node, part) => (typeof node === 'object' ? node[part] : undefined),
              english,
            );
          expect(typeof value === 'string' && value.trim().length > 0, `${lang}/${ns}:${key}`).toBe(true);
          expect(placeholders(String(value)), `${lang}/${ns}:${key}`).toEqual(placeholders(String(source)));
        }
      }
    });
  }

  it('translates on the server in the requested language', async () => {
    expect((await getTranslator('th', 'common'))('notFound.home')).toBe('กลับสู่หน้าแรก');
    expect((await getTranslator('zh', 'common'))('notFound.path', { path: '/x' })).toBe('找不到頁面：/x');
    expect((await getTranslator('en', 'common'))('notFound.title')).toBe(
      "Sorry we couldn't find the page you are looking for",
    );
  });

  it('answers a string asked again, and the same key with options, as the first time in each language', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await getTranslator('en', 'common'))('notFound.home')).toBe('Back to the home page');
      expect((await getTranslator('th', 'common'))('notFound.home')).toBe('กลับสู่หน้าแรก');
      expect((await getTranslator('en', 'catalogue'))('count', { count: 1 })).toBe('1 product');
      expect((await getTranslator('en', 'catalogue'))('count', { count: 12500 })).toBe('12,500 products');
      expect((await getTranslator('zh', 'common'))('notFound.path', { path: `/x${i}` })).toBe(`找不到頁面：/x${i}`);
    }
  });

  it('writes counts and averages as each language does', async () => {
    const rating = { average: 3.7, count: 1610 };
    expect((await getTranslator('en', 'catalogue'))('card.rating', rating)).toBe(
      'Rated 3.7 out of 5 from 1,610 ratings',
    );
    expect((await getTranslator('id', 'catalogue'))('card.rating', rating)).toBe(
      'Rating 3,7 dari 5 berdasarkan 1.610 penilaian',
    );
    expect((await getTranslator('zh', 'catalogue'))('card.ratingCount', { count: 1610 })).toBe('（1,610）');
    expect((await getTranslator('id', 'product'))('reviews.summary', { average: 4 })).toBe('4,0 dari 5');
    expect((await getTranslator('en', 'catalogue'))('count', { count: 12500 })).toBe('12,500 products');
    expect((await getTranslator('en', 'product'))('reviews.stars', { count: 1 })).toBe('1 star');
    // Ratings and written reviews are counted apart: a shopper can read only the written ones.
    expect((await getTranslator('en', 'product'))('reviews.count', { count: 1729 })).toBe('1,729 ratings');
    expect((await getTranslator('en', 'product'))('reviews.written', { count: 24 })).toBe('24 written reviews');
    expect((await getTranslator('th', 'product'))('reviews.written', { count: 24 })).toBe('รีวิวแบบเขียน 24 รายการ');
  });

  it('picks only the requested keys for client components and refuses unknown ones', async () => {
    const picks = { common: ['error.retry', 'skipToContent'] } as const;
    const picked = await pickMessages('id', picks);
    expect(picked).toEqual({ common: { error: { retry: 'Coba lagi' }, skipToContent: 'Langsung ke konten utama' } });
    // The same picks (a screen's constant) in another language give that language's strings.
    expect(await pickMessages('en', picks)).toEqual({
      common: { error: { retry: 'Try again' }, skipToContent: 'Skip to main content' },
    });
    expect(await pickMessages('id', picks)).toEqual(picked);
    // The typecheck refuses a key the English messages do not have; the pick refuses it at run time too.
    // @ts-expect-error -- a key that does not exist
    await expect(pickMessages('id', { common: ['nope.missing'] })).rejects.toThrow(/Missing translation/);
  });
});

/**
 * Strings that wrap a name the API provides (a product, a bank, a store): the wrapping words must be
 * in the page's language, so "Lip Mask sample" never shows on a Chinese page.
 */
const COMPOSED = [
  ['bag', 'samples.name', 'name'],
  ['orders', 'details.placedIn', 'store'],
  ['orders', 'details.placedInShort', 'store'],
  ['orders', 'instruction.channels.atm.title', 'bank'],
  ['orders', 'instruction.channels.mobile.title', 'bank'],
  ['orders', 'instruction.channels.internet.title', 'bank'],
] as const;

describe('names from the API composed into sentences', () => {
  for (const [ns, key, name] of COMPOSED) {
    it(`wraps the ${name} in ${ns}:${key} in each language's own words`, async () => {
      const english = runtimeKeys(await getTranslator('en', ns))(key, { [name]: 'NAME' });
      expect(english).toContain('NAME');
      for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
        const composed = runtimeKeys(await getTranslator(lang, ns))(key, { [name]: 'NAME' });
        expect(composed, `${lang}/${ns}:${key}`).toContain('NAME');
        expect(composed, `${lang}/${ns}:${key}`).not.toBe(english);
        expect(composed.replace('NAME', '').toLowerCase(), `${lang}/${ns}:${key}`).not.toMatch(
          /\b(sample|store|banking)\b/,
        );
      }
    });
  }
});
