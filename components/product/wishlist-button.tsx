'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/lib/api/hooks';
import { useApiClient } from '@/lib/api/react';
import { updateWishlist, wishlistQueryOptions, type Wishlist } from '@/lib/api/wishlist';
import type { Language } from '@/lib/site';
import { signInHrefForHere } from './sign-in-redirect';
import styles from './wishlist-button.module.css';

/**
 * The heart on product cards and pages. A guest is sent to sign in and brought back here; a member
 * toggles the product at once (optimistically) and hears the result.
 */
export function WishlistButton({
  productId,
  productName,
  lang,
  defaultLang,
  size = 'md',
}: {
  productId: number;
  productName: string;
  lang: Language;
  defaultLang: Language;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('product');
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { isSignedIn } = useAccount();
  const options = wishlistQueryOptions(client);
  const wishlist = useQuery({ ...options, enabled: isSignedIn });
  const [status, setStatus] = useState('');

  const saved = isSignedIn && (wishlist.data?.productIds.includes(productId) ?? false);

  const mutation = useMutation({
    mutationFn: (action: 'add' | 'remove') => updateWishlist(client, { productId, action }),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<Wishlist>(options.queryKey);
      if (previous) {
        const productIds =
          action === 'add'
            ? [productId, ...previous.productIds.filter((id) => id !== productId)]
            : previous.productIds.filter((id) => id !== productId);
        queryClient.setQueryData<Wishlist>(options.queryKey, { ...previous, productIds });
      }
      return { previous };
    },
    onError: (_error, _action, context) => {
      if (context?.previous) queryClient.setQueryData(options.queryKey, context.previous);
      setStatus(t('wishlist.error'));
    },
    onSuccess: (data, action) => {
      queryClient.setQueryData(options.queryKey, data);
      setStatus(action === 'add' ? t('wishlist.added') : t('wishlist.removed'));
    },
  });

  const label = !isSignedIn
    ? t('wishlist.signIn', { name: productName })
    : saved
      ? t('wishlist.remove', { name: productName })
      : t('wishlist.add', { name: productName });

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles[size]}`}
        aria-pressed={isSignedIn ? saved : undefined}
        aria-label={label}
        title={label}
        data-testid="wishlist-toggle"
        disabled={mutation.isPending}
        onClick={() => {
          if (!isSignedIn) {
            router.push(signInHrefForHere(lang, defaultLang));
            return;
          }
          mutation.mutate(saved ? 'remove' : 'add');
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          className={saved ? styles.filled : undefined}
        >
          <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.3 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.7 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
        </svg>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
    </>
  );
}
