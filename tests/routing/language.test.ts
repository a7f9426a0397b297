import { describe, expect, it } from 'vitest';
import { encodeLanguageCookie } from '@/lib/routing/cookies';
import { decodeLanguageCookie, resolveLanguage } from '@/lib/routing/language';

describe('resolveLanguage (language choice order)', () => {
  it('takes language from the query first', () => {
    expect(resolveLanguage('th', { queryLanguage: 'en', cookieLanguage: 'lng_th' })).toEqual({
      language: 'en',
      source: 'query',
    });
  });

  it('accepts language_code when language is absent or unsupported', () => {
    expect(resolveLanguage('hk', { queryLanguageCode: 'zh' }).language).toBe('zh');
    expect(resolveLanguage('hk', { queryLanguage: 'th', queryLanguageCode: 'ZH' }).language).toBe('zh');
  });

  it('then the cookie stored as lng_ plus the code', () => {
    expect(resolveLanguage('id', { cookieLanguage: 'lng_en' })).toEqual({ language: 'en', source: 'cookie' });
    expect(resolveLanguage('id', { cookieLanguage: 'en' })).toEqual({ language: 'id', source: 'default' });
  });

  it('ignores a language the country does not support at each step', () => {
    expect(resolveLanguage('sg', { queryLanguage: 'zh', cookieLanguage: 'lng_th' })).toEqual({
      language: 'en',
      source: 'default',
    });
    expect(resolveLanguage('th', { queryLanguage: 'zh', cookieLanguage: 'lng_en' }).language).toBe('en');
  });

  it("falls back to the country's first language", () => {
    expect(resolveLanguage('th', {}).language).toBe('th');
    expect(resolveLanguage('id', {}).language).toBe('id');
    expect(resolveLanguage('hk', {}).language).toBe('en');
  });
});

describe('language cookie encoding', () => {
  it('round-trips through lng_', () => {
    expect(encodeLanguageCookie('zh')).toBe('lng_zh');
    expect(decodeLanguageCookie('lng_zh')).toBe('zh');
    expect(decodeLanguageCookie('lng_xx')).toBeNull();
    expect(decodeLanguageCookie(undefined)).toBeNull();
  });
});
