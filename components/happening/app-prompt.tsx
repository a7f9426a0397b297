import type { CountryCode } from '@/lib/site';
import styles from './happening.module.css';

/** Store listings of the app in the country's stores. */
export function appLinks(country: CountryCode) {
  return {
    ios: `https://apps.apple.com/${country}/app/halcyon-beauty/id1460000000`,
    android: `https://play.google.com/store/apps/details?id=com.halcyonbeauty.app&gl=${country.toUpperCase()}`,
  };
}

/** Shown instead of the booking flow for app-only activities. */
export function AppPrompt({
  country,
  labels,
}: {
  country: CountryCode;
  labels: { title: string; text: string; ios: string; android: string };
}) {
  const links = appLinks(country);
  return (
    <div className={styles.appPrompt} data-testid="app-prompt">
      <p className={styles.appPromptTitle}>{labels.title}</p>
      <p>{labels.text}</p>
      <div className={styles.appLinks}>
        <a href={links.ios} target="_blank" rel="noopener noreferrer">
          {labels.ios}
        </a>
        <a href={links.android} target="_blank" rel="noopener noreferrer">
          {labels.android}
        </a>
      </div>
    </div>
  );
}
