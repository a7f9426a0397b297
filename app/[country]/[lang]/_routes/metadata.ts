import type { CustomTypeOptions } from 'i18next';
import type { Metadata } from 'next';
import { runtimeKeys, type Namespace } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import type { LocalePageProps } from './props';

/** Every string of a message tree as a dot path (`lookup.title`), sub-trees left out. */
type TextPath<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPath<T[K]>}` }[keyof T & string];

/** A key of one string in a namespace, checked against the English messages. */
export type TextKey<N extends Namespace> = TextPath<CustomTypeOptions['resources'][N]>;

interface TitleOptions<N extends Namespace> {
  /** The page's description, from the same namespace. */
  description?: TextKey<N>;
  /** `false` keeps the page out of search results; with `follow: false`, its links too. */
  index?: false;
  follow?: false;
}

/**
 * `generateMetadata` of a page titled from its namespace in the page's language, for example
 * `titled('bag', 'title', { index: false })`. Pages with alternates build their own.
 */
export function titled<N extends Namespace>(
  ns: N,
  title: TextKey<N>,
  { description, ...robots }: TitleOptions<N> = {},
) {
  return async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
    const { lang } = await localeFromParams(params);
    // The keys are typed by TextKey where the page names them.
    const t = runtimeKeys(await getTranslator(lang, ns));
    return {
      title: t(title),
      ...(description ? { description: t(description) } : {}),
      ...(Object.keys(robots).length > 0 ? { robots: { ...robots } } : {}),
    };
  };
}
