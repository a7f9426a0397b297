import type { TFunction } from 'i18next';
import type { ComponentProps, ReactNode } from 'react';
import { AuthLinks } from '@/components/account/auth-links';
import { GoogleSignIn } from '@/components/account/google-sign-in';
import { GOOGLE_SIGN_IN_MESSAGES } from '@/components/account/messages';
import { continueWithGoogle } from '@/components/account/session-actions';
import { runtimeKeys, type MessagePicks, type Namespace } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { titled, type TextKey } from './metadata';
import type { LocalePageProps } from './props';
import { AccountScreen, WithMessages } from './screens';

/** A group of a namespace's messages with a page's `title`, `heading` and `intro` (`signIn`). */
type ScreenTexts<N extends Namespace> = {
  [K in TextKey<N>]: K extends `${infer G}.heading`
    ? `${G}.title` | `${G}.intro` extends TextKey<N>
      ? G
      : never
    : never;
}[TextKey<N>];

/** What a form is drawn with: its server action is bound to the page's country and language. */
interface FormPage {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
}

interface FormRouteOptions<N extends Namespace> {
  ns: N;
  /** The group of `ns` that holds the page's title, heading and introduction. */
  texts: ScreenTexts<N>;
  /** Names the section's heading (`{id}-heading`). */
  id: string;
  width?: 'wide';
  /** Values the introduction interpolates. */
  introValues?: Record<string, unknown>;
  /** The strings the form shows. */
  messages: MessagePicks;
  form: (page: FormPage) => ReactNode;
  /** Offers "Continue with Google" below the form. */
  withGoogle?: boolean;
  /** Links to the other forms, which carry on the page's `return_to`. */
  links?: (t: TFunction<N>) => ComponentProps<typeof AuthLinks>['links'];
}

/**
 * What the route file of a form page (sign-in, registration, password recovery, the order lookup)
 * exports. The page is the same for everyone, so static per country × language, and kept out of
 * search results.
 */
export function formRoute<N extends Namespace>({
  ns,
  texts,
  id,
  width,
  introValues,
  messages,
  form,
  withGoogle = false,
  links,
}: FormRouteOptions<N>) {
  const key = (name: 'title' | 'heading' | 'intro') => `${texts}.${name}` as TextKey<N>;
  return {
    generateMetadata: titled(ns, key('title'), { index: false }),
    async Page({ params }: LocalePageProps) {
      const { country, lang } = await localeFromParams(params);
      const t = await getTranslator(lang, ns);
      const defaultLang = defaultLanguage(country);
      return (
        <AccountScreen
          id={id}
          width={width}
          heading={runtimeKeys(t)(key('heading'))}
          intro={runtimeKeys(t)(key('intro'), introValues)}
        >
          <WithMessages lang={lang} picks={messages}>
            {form({ country, lang, defaultLang })}
          </WithMessages>
          {withGoogle ? (
            <WithMessages lang={lang} picks={GOOGLE_SIGN_IN_MESSAGES}>
              <GoogleSignIn
                lang={lang}
                defaultLang={defaultLang}
                action={continueWithGoogle.bind(null, country, lang)}
              />
            </WithMessages>
          ) : null}
          {links ? <AuthLinks lang={lang} defaultLang={defaultLang} links={links(t)} /> : null}
        </AccountScreen>
      );
    },
  };
}
