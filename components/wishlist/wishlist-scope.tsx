'use client';

import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import { updateWishlist, wishlistQueryOptions, type Wishlist } from '@/lib/api/wishlist';
import type { Language } from '@/lib/site';
import { rememberIntent, takeIntent } from '@/components/account/pending-intent';
import { signInHrefForHere } from '@/components/account/sign-in-redirect';
import { notify } from '@/lib/notifications';

interface WishlistToggle {
  productId: number;
  action: 'add' | 'remove';
}

export interface WishlistHearts {
  isSignedIn: boolean;
  isSaved(productId: number): boolean;
  isPending(productId: number): boolean;
  label(productName: string, saved: boolean): string;
  /** A guest goes to sign in and comes back here; a member adds or removes the product. */
  toggle(productId: number): void;
}

const WISHLIST_MUTATION_KEY = ['wishlist', 'toggle'] as const;
const WishlistContext = createContext<WishlistHearts | null>(null);

/**
 * The wish-list state shared by every heart below it (a grid, a rail, a product page): one
 * account and wish-list subscription and one spoken status for all of them, so that a page of
 * cards hydrates its hearts cheaply. A member's toggle shows at once (optimistically) and is
 * rolled back if the update fails.
 */
export function WishlistScope({
  lang,
  defaultLang,
  children,
}: {
  lang: Language;
  defaultLang: Language;
  children: ReactNode;
}) {
  const { t } = useTranslation('product');
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { isSignedIn, isChecking } = useAccount();
  const options = wishlistQueryOptions(client);
  const wishlist = useQuery({ ...options, enabled: isSignedIn });
  const [status, setStatus] = useState('');

  const { mutate } = useMutation({
    mutationKey: WISHLIST_MUTATION_KEY,
    mutationFn: ({ productId, action }: WishlistToggle) => updateWishlist(client, { productId, action }),
    onMutate: async ({ productId, action }) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData<Wishlist>(options.queryKey);
      if (previous) {
        const others = previous.productIds.filter((id) => id !== productId);
        queryClient.setQueryData<Wishlist>(options.queryKey, {
          ...previous,
          productIds: action === 'add' ? [productId, ...others] : others,
        });
      }
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(options.queryKey, context.previous);
      setStatus(t('wishlist.error'));
    },
    onSuccess: (data, { action }) => {
      queryClient.setQueryData(options.queryKey, data);
      const message = action === 'add' ? t('wishlist.added') : t('wishlist.removed');
      setStatus(message);
      notify({ title: message, type: 'success', group: 'wishlist' });
    },
  });
  const pendingIds = useMutationState({
    filters: { mutationKey: WISHLIST_MUTATION_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as WishlistToggle | undefined)?.productId,
  });

  const savedIds = wishlist.data?.productIds;

  // Back from signing in: the heart the guest pressed is saved, once, when the list is known.
  useEffect(() => {
    if (!isSignedIn || !savedIds) return;
    const intent = takeIntent((i) => i.kind === 'wishlist');
    if (intent?.kind === 'wishlist' && !savedIds.includes(intent.productId)) {
      mutate({ productId: intent.productId, action: 'add' });
    }
  }, [isSignedIn, savedIds, mutate]);
  const hearts = useMemo<WishlistHearts>(() => {
    const saved = new Set(isSignedIn ? savedIds : []);
    const pending = new Set(pendingIds);
    return {
      isSignedIn,
      isSaved: (productId) => saved.has(productId),
      // Until a member's account answers, a press would send them to sign in: the hearts wait.
      isPending: (productId) => isChecking || pending.has(productId),
      label: (name, isSaved) =>
        !isSignedIn && !isChecking
          ? t('wishlist.signIn', { name })
          : isSaved
            ? t('wishlist.remove', { name })
            : t('wishlist.add', { name }),
      toggle: (productId) => {
        if (isChecking) return;
        if (!isSignedIn) {
          // Saved once the guest is back from signing in (see below).
          rememberIntent({ kind: 'wishlist', productId });
          router.push(signInHrefForHere(lang, defaultLang));
          return;
        }
        mutate({ productId, action: saved.has(productId) ? 'remove' : 'add' });
      },
    };
  }, [isSignedIn, isChecking, savedIds, pendingIds, t, router, lang, defaultLang, mutate]);

  return (
    <WishlistContext value={hearts}>
      {children}
      <span className="visually-hidden" role="status" aria-live="polite">
        {status}
      </span>
    </WishlistContext>
  );
}

export function useWishlistHearts(): WishlistHearts {
  const hearts = useContext(WishlistContext);
  if (!hearts) throw new Error('A wish-list heart must be inside a WishlistScope');
  return hearts;
}
