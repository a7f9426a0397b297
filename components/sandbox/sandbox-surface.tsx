import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { serverEnv } from '@/lib/env';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { signInToSandbox, signOutOfSandbox } from './actions';
import { currentSandboxGate } from './qa-session';
import { SandboxForm } from './sandbox-form';
import { SubmitButton } from './submit-button';
import styles from './sandbox.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

/**
 * Answers 404 unless the storefront runs with ENABLE_SANDBOX. Decided per request, so that the
 * same build is closed in production and open for QA, and before anything of the page is sent,
 * so that the answer's status is 404 too.
 */
export async function requireSandboxOpen(): Promise<void> {
  await connection();
  if (!serverEnv().ENABLE_SANDBOX) notFound();
}

/** Every sandbox page: kept out of search engines and titled in the page's language. */
export async function sandboxMetadata(lang: Language, title?: string): Promise<Metadata> {
  await requireSandboxOpen();
  const t = await getTranslator(lang, 'sandbox');
  return { title: title ? `${title} · ${t('title')}` : t('title'), robots: { index: false, follow: false } };
}

interface SurfaceProps {
  country: CountryCode;
  lang: Language;
  /** The page's heading and its one-line description. */
  title: string;
  description: string;
  /** The index itself has no way back. */
  isIndex?: boolean;
  children: (credential: string) => ReactNode;
}

/**
 * The frame of every sandbox page. Decided per request, so that the same build is closed (404)
 * in production and open for QA; open, it shows only the sign-in form until this browser has
 * proved the QA credential. Rendered with the page, not streamed behind a fallback: its forms are
 * in the first HTML, so they work before (or without) the page's script.
 */
export function SandboxSurface(props: SurfaceProps) {
  return <Gate {...props} />;
}

async function Gate({ country, lang, title, description, isIndex = false, children }: SurfaceProps) {
  await connection();
  const { gate, credential } = await currentSandboxGate();
  if (gate === 'closed') notFound();
  const t = await getTranslator(lang, 'sandbox');
  const home = withLanguage('/sandbox', lang, defaultLanguage(country));
  return (
    <div className={styles.page} data-testid="sandbox-page">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{t('title')}</p>
          <h1 className={styles.title}>{gate === 'open' ? title : t('signIn.heading')}</h1>
          <p className={styles.lead}>{gate === 'open' ? description : t('signIn.lead')}</p>
        </div>
        {gate === 'open' ? (
          <div className={styles.row}>
            {isIndex ? null : (
              <Link href={home} className={styles.back}>
                {t('back')}
              </Link>
            )}
            <form action={signOutOfSandbox}>
              <SubmitButton variant="secondary">{t('signOut')}</SubmitButton>
            </form>
          </div>
        ) : null}
      </header>
      {gate === 'open' && credential ? (
        children(credential)
      ) : (
        <SandboxForm
          action={signInToSandbox.bind(null, country, lang)}
          testId="qa-sign-in"
          submit={t('signIn.submit')}
          pending={t('signIn.submitting')}
          fields={[
            {
              name: 'credential',
              label: t('signIn.credential'),
              type: 'password',
              autoComplete: 'off',
            },
          ]}
        />
      )}
    </div>
  );
}

/** A sandbox page named in the index: its heading and description come from there. */
export async function SandboxScreen({
  slug,
  country,
  lang,
  children,
}: {
  slug: string;
  country: CountryCode;
  lang: Language;
  children: (credential: string) => ReactNode;
}) {
  await requireSandboxOpen();
  const t = await getTranslator(lang, 'sandbox');
  return (
    <SandboxSurface
      country={country}
      lang={lang}
      title={runtimeKeys(t)(`pages.${slug}.title`)}
      description={runtimeKeys(t)(`pages.${slug}.description`)}
    >
      {children}
    </SandboxSurface>
  );
}

/** Metadata of a sandbox page named in the index. */
export async function sandboxPageMetadata(lang: Language, slug: string): Promise<Metadata> {
  const t = await getTranslator(lang, 'sandbox');
  return sandboxMetadata(lang, runtimeKeys(t)(`pages.${slug}.title`));
}
