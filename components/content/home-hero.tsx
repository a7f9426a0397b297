import { getTranslator } from '@/lib/i18n/server';
import { COUNTRIES, formatMoney, type CountryCode, type Language } from '@/lib/site';
import styles from './home-hero.module.css';

/** The storefront's welcome: who we are and what every order brings. */
export async function HomeHero({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'common');
  const site = COUNTRIES[country];
  const perks = [
    t('home.perks.delivery', { amount: formatMoney(site.freeShippingThreshold, country, lang) }),
    t('home.perks.samples'),
    t('home.perks.pass'),
  ];
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('home.eyebrow', { country: site.name })}</p>
          <h1 id="home-title" className={styles.title}>
            {t('home.title')}
          </h1>
          <p className={styles.body}>{t('home.body')}</p>
        </div>
        <div className={styles.art} aria-hidden="true">
          <span className={styles.bottle} />
          <span className={styles.jar} />
          <span className={styles.lipstick} />
        </div>
      </section>
      <ul className={styles.perks}>
        {perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </ul>
    </>
  );
}
