// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { runtimeKeys, type Namespace } from '@/lib/i18n/config';

function Says({ ns, k }: { ns: Namespace; k: string }) {
  const { t, i18n } = useTranslation(ns);
  return (
    <p data-instance={String(i18n.options.lng)} data-testid={`${ns}.${k}`}>
      {runtimeKeys(t)(k)}
    </p>
  );
}

describe('TranslationsProvider', () => {
  it('gives each leaf the strings of its provider when a page has several, in one language', () => {
    render(
      <>
        <TranslationsProvider lang="th" resources={{ bag: { title: 'ถุงช้อปปิ้ง' } }}>
          <Says ns="bag" k="title" />
        </TranslationsProvider>
        <TranslationsProvider lang="th" resources={{ search: { placeholder: 'ค้นหาสินค้าและแบรนด์' } }}>
          <Says ns="search" k="placeholder" />
          <Says ns="bag" k="title" />
        </TranslationsProvider>
        <TranslationsProvider lang="zh" resources={{ bag: { title: '購物袋' } }}>
          <Says ns="bag" k="title" />
        </TranslationsProvider>
      </>,
    );
    expect(screen.getAllByTestId('bag.title').map((p) => p.textContent)).toEqual(['ถุงช้อปปิ้ง', 'ถุงช้อปปิ้ง', '購物袋']);
    expect(screen.getByTestId('search.placeholder')).toHaveTextContent('ค้นหาสินค้าและแบรนด์');
  });

  it('keeps strings a provider picked when another provider of the language picked other keys', () => {
    render(
      <>
        <TranslationsProvider lang="id" resources={{ product: { quantity: 'Jumlah' } }}>
          <Says ns="product" k="quantity" />
        </TranslationsProvider>
        <TranslationsProvider lang="id" resources={{ product: { stock: 'Stok' } }}>
          <Says ns="product" k="stock" />
          <Says ns="product" k="quantity" />
        </TranslationsProvider>
      </>,
    );
    expect(screen.getByTestId('product.stock')).toHaveTextContent('Stok');
    expect(screen.getAllByTestId('product.quantity').map((p) => p.textContent)).toEqual(['Jumlah', 'Jumlah']);
  });
});
