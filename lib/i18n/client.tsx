'use client';

import { createInstance } from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '@/lib/site';
import type { Resources } from './config';

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
  const [i18n] = useState(() => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      resources: { [lang]: resources },
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    return instance;
  });
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
