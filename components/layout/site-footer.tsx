import { getTranslator } from '@/lib/i18n/server';
import { getCountry, type CountryCode, type Language } from '@/lib/site';
import styles from './site-footer.module.css';

// Fixed when the page is built; prerendered pages are rebuilt with every release.
const BUILD_YEAR = new Date().getFullYear();

export async function SiteFooter({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'common');
  const site = getCountry(country);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.heading}>{t('footer.heading')}</p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <p className={styles.meta}>
          <span>{site.englishName === site.name ? site.name : `${site.name} · ${site.englishName}`}</span>
          <span aria-hidden="true"> · </span>
          <span>{t(`languageNames.${lang}`)}</span>
        </p>
        <p className={styles.copyright}>{t('footer.copyright', { year: BUILD_YEAR })}</p>
      </div>
    </footer>
  );
}
