'use server';

import { actionLocale } from '@/lib/routing/action-locale';
import { CategoryDrawerMenu } from './category-nav';

/*
 * The phone menu's category tree, asked for when the shopper opens the menu (or reaches for its
 * button). Every page carries the menu button, and the tree it opens is the largest part of the
 * header: sent with each page, it would be read and decoded on every first visit that never opens
 * the menu. The answer is the rendered nav, from the cached catalogue structure.
 */
export async function loadDrawerCategories(country: unknown, lang: unknown) {
  const locale = actionLocale(country, lang);
  return <CategoryDrawerMenu country={locale.country} lang={locale.lang} />;
}
