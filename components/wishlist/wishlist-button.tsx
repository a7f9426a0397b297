'use client';

import { busyPress } from '@/components/ui/button';
import { useWishlistHearts } from './wishlist-scope';
import styles from './wishlist-button.module.css';

/**
 * The heart on product cards and pages, inside a `WishlistScope`. A guest is sent to sign in and
 * brought back here; a member toggles the product at once and hears the result.
 */
export function WishlistButton({
  productId,
  productName,
  size = 'md',
}: {
  productId: number;
  productName: string;
  size?: 'md' | 'lg';
}) {
  const hearts = useWishlistHearts();
  const saved = hearts.isSaved(productId);
  const label = hearts.label(productName, saved);
  return (
    <button
      type="button"
      className={size === 'lg' ? `${styles.button} ${styles.lg}` : styles.button}
      aria-pressed={hearts.isSignedIn ? saved : undefined}
      aria-label={label}
      title={label}
      data-testid="wishlist-toggle"
      {...busyPress(hearts.isPending(productId), () => hearts.toggle(productId))}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={saved ? styles.filled : undefined}>
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.3 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.7 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
