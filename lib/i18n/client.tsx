'use client';

import { createInstance, type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '@/lib/site';
import type { Resources } from './config';

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

/** In the browser, one instance per language for the whole tab: a page has several providers. */
const browserInstances = new Map<Language, I18n>();

function i18nFor(lang: Language, resources: Resources): I18n {
  let instance = typeof window === 'undefined' ? undefined : browserInstances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    if (typeof window !== 'undefined') browserInstances.set(lang, instance);
  }
  // Each provider brings the strings its leaves need; a language's strings are the same wherever
  // they come from, so they are merged into the one instance.
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
