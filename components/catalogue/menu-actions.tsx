'use server';

import { actionLocale } from '@/lib/routing/action-locale';
import { CategoryDrawerMenu, categoryMenuPanels } from './category-nav';

/*
 * The header's category menus beyond their top level, asked for when the shopper reaches for them.
 * Every page carries the header, and these trees are its largest part: sent with each page, they
 * would be parsed, decoded and hydrated on every first visit that never opens them. Both answers
 * come from the cached catalogue structure.
 */

/** The phone menu drawer's whole category tree, rendered. */
export async function loadDrawerCategories(country: unknown, lang: unknown) {
  const locale = actionLocale(country, lang);
  return <CategoryDrawerMenu country={locale.country} lang={locale.lang} />;
}

/** The desktop menu's panels (each top category's sub-categories), by top category id. */
export async function loadMenuPanels(country: unknown, lang: unknown) {
  const locale = actionLocale(country, lang);
  return categoryMenuPanels(locale.country, locale.lang);
}
