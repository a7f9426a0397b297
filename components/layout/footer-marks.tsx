import styles from './site-footer.module.css';

/** The brand's social accounts (the same in every country). */
export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/halcyonbeauty' },
  { name: 'Facebook', href: 'https://www.facebook.com/halcyonbeauty' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@halcyonbeauty' },
  { name: 'YouTube', href: 'https://www.youtube.com/@halcyonbeauty' },
] as const;

const PATHS: Record<(typeof SOCIAL_LINKS)[number]['name'], string> = {
  Instagram:
    'M12 7.3a4.7 4.7 0 100 9.4 4.7 4.7 0 000-9.4zm0 7.7a3 3 0 110-6 3 3 0 010 6zM17 5.8a1.1 1.1 0 100 2.2 1.1 1.1 0 000-2.2zM7.5 2.5h9a5 5 0 015 5v9a5 5 0 01-5 5h-9a5 5 0 01-5-5v-9a5 5 0 015-5z',
  Facebook: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V10H7.5v3.5H10v7h3.5v-7H16l.5-3.5h-3V8.6c0-.4.2-.6.5-.6z',
  TikTok: 'M15.5 3c.3 2.2 1.7 3.7 4 3.9v3.3a7 7 0 01-4-1.3v6a5.6 5.6 0 11-5.6-5.6h.6v3.4a2.3 2.3 0 102 2.2V3h3z',
  YouTube:
    'M21.6 7.2a2.6 2.6 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 001.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3L10 15z',
};

export function SocialIcon({ name }: { name: (typeof SOCIAL_LINKS)[number]['name'] }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.socialIcon}>
      <path d={PATHS[name]} />
    </svg>
  );
}

/** A way to pay as a small typeset mark (no third-party logo files are shipped). */
export function PaymentMark({ name, short, tone }: { name: string; short?: string; tone?: 'bnpl' }) {
  return (
    <span className={tone === 'bnpl' ? `${styles.mark} ${styles.markBnpl}` : styles.mark} title={name}>
      {short ? (
        <>
          <span aria-hidden="true">{short}</span>
          <span className="visually-hidden">{name}</span>
        </>
      ) : (
        name
      )}
    </span>
  );
}
