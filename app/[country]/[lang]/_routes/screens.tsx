import type { ReactNode } from 'react';
import styles from '@/components/account/account-page.module.css';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { MessagePicks } from '@/lib/i18n/config';
import { pickMessages } from '@/lib/i18n/server';
import type { Language } from '@/lib/site';

/** A page's one section, named for assistive technology by its heading (`{id}-heading`). */
export function HeadedSection({
  id,
  heading,
  className,
  headingClassName,
  children,
}: {
  id: string;
  heading: ReactNode;
  className: string | undefined;
  headingClassName: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className={headingClassName}>
        {heading}
      </h1>
      {children}
    </section>
  );
}

/**
 * An account page (a member's page, a sign-in or recovery form): the heading, an introduction
 * when it has one, then the page's own parts. `width` widens the column for forms and dashboards.
 */
export function AccountScreen({
  id,
  heading,
  intro,
  width,
  children,
}: {
  id: string;
  heading: ReactNode;
  intro?: ReactNode;
  width?: 'wide' | 'dashboard';
  children: ReactNode;
}) {
  const className = width ? `${styles.page} ${width === 'wide' ? styles.wide : styles.dashboard}` : styles.page;
  return (
    <HeadedSection id={id} heading={heading} className={className} headingClassName={styles.heading}>
      {intro === undefined ? null : <p className={styles.intro}>{intro}</p>}
      {children}
    </HeadedSection>
  );
}

/** Client parts with the strings they show, picked on the server so no whole bundle is sent. */
export async function WithMessages({
  lang,
  picks,
  children,
}: {
  lang: Language;
  picks: MessagePicks;
  children: ReactNode;
}) {
  return (
    <TranslationsProvider lang={lang} resources={await pickMessages(lang, picks)}>
      {children}
    </TranslationsProvider>
  );
}
