import { Link } from '@/components/ui/link';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { SANDBOX_GROUPS } from './pages';
import styles from './sandbox.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

/** The index: every sandbox page, grouped, each with one line on what it is for. */
export async function SandboxIndex({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'sandbox');
  const href = (slug: string) => withLanguage(`/sandbox/${slug}`, lang, defaultLanguage(country));
  return (
    <div className={styles.groups}>
      {SANDBOX_GROUPS.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`group-${group.key}`}>
          <h2 id={`group-${group.key}`}>{t(`groups.${group.key}`)}</h2>
          <ul className={styles.list}>
            {group.entries.map((entry) => (
              <li key={entry.slug}>
                {entry.pending ? (
                  <div className={styles.entry}>
                    <span className={styles.entryTitle}>{runtimeKeys(t)(`pages.${entry.slug}.title`)}</span>
                    <span className={styles.entryText}>{runtimeKeys(t)(`pages.${entry.slug}.description`)}</span>
                    <span className={styles.pendingTag}>{t('pending')}</span>
                  </div>
                ) : (
                  <Link href={href(entry.slug)} className={styles.entry}>
                    <span className={styles.entryTitle}>{runtimeKeys(t)(`pages.${entry.slug}.title`)}</span>
                    <span className={styles.entryText}>{runtimeKeys(t)(`pages.${entry.slug}.description`)}</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
