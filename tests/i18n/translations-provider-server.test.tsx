// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { runtimeKeys, type Namespace } from '@/lib/i18n/config';
import type { Language } from '@/lib/site';

function Says({ ns, k }: { ns: Namespace; k: string }) {
  const { t } = useTranslation(ns);
  return <p>{runtimeKeys(t)(k)}</p>;
}

/** One server render of a page, as one request would have it. */
function request(lang: Language, resources: Parameters<typeof TranslationsProvider>[0]['resources'], keys: string[]) {
  return renderToString(
    <TranslationsProvider lang={lang} resources={resources}>
      {keys.map((k) => (
        <Says key={k} ns="bag" k={k} />
      ))}
    </TranslationsProvider>,
  );
}

describe('TranslationsProvider on the server, where requests share one instance per language', () => {
  it('renders each request in its own language, whichever came before', () => {
    expect(request('th', { bag: { heading: 'ถุงช้อปปิ้งของคุณ' } }, ['heading'])).toBe('<p>ถุงช้อปปิ้งของคุณ</p>');
    expect(request('en', { bag: { heading: 'Your bag' } }, ['heading'])).toBe('<p>Your bag</p>');
    expect(request('zh', { bag: { heading: '你的購物袋' } }, ['heading'])).toBe('<p>你的購物袋</p>');
    expect(request('th', { bag: { heading: 'ถุงช้อปปิ้งของคุณ' } }, ['heading'])).toBe('<p>ถุงช้อปปิ้งของคุณ</p>');
  });

  it('adds the strings a later request picked without losing the earlier ones', () => {
    expect(request('id', { bag: { checkout: 'Bayar sekarang' } }, ['checkout'])).toBe('<p>Bayar sekarang</p>');
    expect(request('id', { bag: { subtotal: 'Subtotal', checkout: 'Bayar sekarang' } }, ['subtotal', 'checkout'])).toBe(
      '<p>Subtotal</p><p>Bayar sekarang</p>',
    );
    expect(request('id', { bag: { checkout: 'Bayar sekarang' } }, ['checkout'])).toBe('<p>Bayar sekarang</p>');
  });
});
