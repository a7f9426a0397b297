'use client';

import { createInstance, type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '@/lib/site';
import type { Resources } from '@/lib/i18n/config';

function createI18n(lang: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: {} },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * One instance per language: for the whole tab in the browser, and for the whole process on the
 * server. A page rendered per request (the bag, checkout, a member's pages) has several providers,
 * and creating an instance for each cost a sixth of the bag's server render (54 → 45 ms). An
 * instance is never switched to another language and its strings only ever grow (below), so
 * requests that share it render what each would have rendered alone.
 */
const instances = new Map<Language, I18n>();

function i18nFor(lang: Language, resources: Resources): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  // Each provider brings the strings its leaves need; a language's strings are the same wherever
  // they come from (`pickMessages` reads them from that language's messages), so they are merged
  // into the one instance.
  for (const [namespace, strings] of Object.entries(resources)) {
    instance.addResourceBundle(lang, namespace, strings, true, false);
  }
  return instance;
}

/**
 * Gives client leaves `useTranslation(ns)` over the strings the server picked for them
 * (see `pickMessages`). Nested providers add their own strings.
 */
export function TranslationsProvider({
  lang,
  resources,
  children,
}: {
  lang: Language;
  resources: Resources;
  children: ReactNode;
}) {
  const [i18n] = useState(() => i18nFor(lang, resources));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
