import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n/config';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { LANGUAGES } from '@/lib/site';

const root = path.resolve(__dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function load(lang: string, ns: string): Tree {
  return JSON.parse(readFileSync(path.join(root, lang, `${ns}.json`), 'utf8')) as Tree;
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

describe('translations', () => {
  it('has exactly the declared namespaces in every language', () => {
    for (const lang of LANGUAGES) {
      const files = readdirSync(path.join(root, lang)).map((f) => f.replace(/\.json$/, '')).sort();
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
          const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
          const source = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), english);
          expect(typeof value === 'string' && value.trim().length > 0, `${lang}/${ns}:${key}`).toBe(true);
          expect(placeholders(String(value)), `${lang}/${ns}:${key}`).toEqual(placeholders(String(source)));
        }
      }
    });
  }

  it('translates on the server in the requested language', async () => {
    expect((await getTranslator('th', 'common'))('notFound.home')).toBe('กลับสู่หน้าแรก');
    expect((await getTranslator('zh', 'common'))('notFound.path', { path: '/x' })).toBe('找不到頁面：/x');
    expect((await getTranslator('en', 'common'))('notFound.title')).toBe("Sorry we couldn't find the page you are looking for");
  });

  it('picks only the requested keys for client components and refuses unknown ones', async () => {
    const picked = await pickMessages('id', { common: ['error.retry', 'skipToContent'] });
    expect(picked).toEqual({ common: { error: { retry: 'Coba lagi' }, skipToContent: 'Langsung ke konten utama' } });
    await expect(pickMessages('id', { common: ['nope.missing'] })).rejects.toThrow(/Missing translation/);
  });
});
