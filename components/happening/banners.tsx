import type { ReactNode } from 'react';
import { BannerImage } from '@/components/content/banner-image';
import { Link } from '@/components/ui/link';
import type { HappeningBanner } from '@/contract';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import styles from './happening.module.css';
import hub from './hub.module.css';

/**
 * The editors' Happening banners, in their order, under "What's on": each with its picture, title,
 * subtitle and link. The hub shows the published ones; the preview shows drafts too, each with
 * `note` (its state) above its title.
 */
export function HappeningBanners({
  banners,
  country,
  lang,
  heading,
  note,
}: {
  banners: readonly HappeningBanner[];
  country: CountryCode;
  lang: Language;
  heading: string;
  note?: (banner: HappeningBanner) => ReactNode;
}) {
  const defaultLang = defaultLanguage(country);
  return (
    <section className={hub.banners} aria-labelledby="happening-banners-heading">
      <h2 id="happening-banners-heading" className={hub.bannersHeading}>
        {heading}
      </h2>
      <ul className={hub.grid}>
        {banners.map((banner) => (
          <li key={banner.id} className={hub.card} data-testid="happening-banner">
            <BannerImage src={banner.imageUrl} firstScreen={false} className={hub.image} />
            <div className={hub.body}>
              {note?.(banner)}
              <h3 className={styles.cardTitle}>
                <Link href={withLanguage(banner.link, lang, defaultLang)}>{banner.title}</Link>
              </h3>
              <p className={styles.meta}>{banner.subtitle}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
