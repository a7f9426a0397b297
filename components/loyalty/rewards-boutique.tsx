'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StoreImage } from '@/components/ui/store-image';
import { Link } from '@/components/ui/link';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { LoyaltyTier } from '@/contract/account';
import type { Reward, RewardGroups } from '@/contract/rewards';
import { invalidateBag, redeemReward } from '@/lib/api/bag';
import { isApiError } from '@/lib/api/errors';
import { useAccount } from '@/components/data/hooks';
import { rewardsQueryOptions } from '@/lib/api/loyalty';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { formatDate } from '@/lib/site/dates';
import { formatNumber } from '@/lib/site/number';
import styles from './rewards-boutique.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const RANK: Record<LoyaltyTier, number> = { white: 0, black: 1, gold: 2 };

/** Why a member cannot redeem a reward, or null when they can. */
export function redeemBlocker(
  reward: Reward,
  member: { points: number; tier: LoyaltyTier },
): 'fullyRedeemed' | 'tier' | 'points' | null {
  if (reward.fullyRedeemed) return 'fullyRedeemed';
  if (reward.minimumTier && RANK[member.tier] < RANK[reward.minimumTier]) return 'tier';
  if (member.points < reward.pointsCost) return 'points';
  return null;
}

const ERROR_KEYS: Record<string, string> = {
  reward_limit_reached: 'rewards.errors.onePerTransaction',
  insufficient_points: 'rewards.errors.points',
  reward_fully_redeemed: 'rewards.errors.fullyRedeemed',
  reward_not_available: 'rewards.errors.notAvailable',
  sign_in_required: 'rewards.signIn',
};

/**
 * The rewards boutique: rewards in their two groups, with the new-gift badge, validity, points
 * cost, the tier a reward is kept for, and the fully-redeemed state. Members filter what they can
 * afford and redeem into the bag (one reward per transaction); guests are invited to sign in or
 * register. The list is the bag's rewards query, so both show the same data.
 */
export function RewardsBoutique({
  country,
  lang,
  defaultLang,
  initialGroups,
}: ScreenLocale & {
  /** The list the server drew the page with; the browser asks again for the current one. */
  initialGroups?: RewardGroups;
}) {
  const { t } = useTranslation('loyalty');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const { account, isSignedIn } = useAccount();
  const rewards = useQuery(rewardsQueryOptions(client));
  // The server's list until the browser has the current one. Not the query's initial data: the
  // query would then read the clock while the page is prerendered, which Next refuses.
  const groups = rewards.data ?? initialGroups;
  const [affordable, setAffordable] = useState(false);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const redeem = useMutation({
    mutationFn: (reward: Reward) => redeemReward(client, reward.id),
    onSuccess: (_cart, reward) => {
      invalidateBag(queryClient);
      setStatus({ tone: 'ok', text: t('rewards.added', { name: reward.name }) });
    },
    onError: (error) => {
      const key = isApiError(error) ? ERROR_KEYS[error.code] : undefined;
      setStatus({ tone: 'error', text: runtimeKeys(t)(key ?? 'rewards.errors.generic') });
    },
  });
  const points = { format: (value: number) => formatNumber(value, country, lang) };
  const member = account ? { points: account.loyaltyPoints, tier: account.loyaltyTier } : null;
  const returnTo = `?return_to=${encodeURIComponent('/rewards')}`;

  return (
    <div className={styles.boutique}>
      <div className={styles.toolbar}>
        {member ? (
          <p className={styles.balance} data-testid="rewards-balance">
            {t('rewards.balance', { points: points.format(member.points) })}
          </p>
        ) : (
          <p className={styles.invite} data-testid="rewards-invite">
            {t('rewards.signIn')}{' '}
            <Link href={withLanguage(`/sign_in${returnTo}`, lang, defaultLang)}>{t('rewards.signInCta')}</Link>{' '}
            <Link href={withLanguage(`/sign_up${returnTo}`, lang, defaultLang)}>{t('rewards.registerCta')}</Link>
          </p>
        )}
        <label className={styles.filter} htmlFor={`${id}-afford`}>
          <input
            id={`${id}-afford`}
            type="checkbox"
            checked={affordable}
            disabled={!isSignedIn}
            onChange={(event) => setAffordable(event.target.checked)}
          />
          {t('rewards.affordable')}
        </label>
      </div>
      <p className={styles.rule}>{t('rewards.onePerTransaction')}</p>
      <div role="status" aria-live="polite" className={styles.status} data-tone={status?.tone}>
        {status ? (
          <>
            {status.text}{' '}
            {status.tone === 'ok' ? (
              <Link href={withLanguage('/cart', lang, defaultLang)}>{t('rewards.viewBag')}</Link>
            ) : null}
          </>
        ) : null}
      </div>
      {!groups ? (
        <div className={styles.grid} aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} width="100%" height="18rem" />
          ))}
        </div>
      ) : (
        groups.map((group) => {
          const shown = group.rewards.filter(
            (reward) => !affordable || (member !== null && redeemBlocker(reward, member) === null),
          );
          return (
            <section key={group.key} aria-labelledby={`${id}-${group.key}`} className={styles.group}>
              <h2 id={`${id}-${group.key}`} className={styles.groupHeading}>
                {t(`rewards.groups.${group.key}`)}
              </h2>
              {shown.length === 0 ? (
                <p className={styles.empty}>{t('rewards.none')}</p>
              ) : (
                <ul className={styles.grid}>
                  {shown.map((reward) => {
                    const blocker = member ? redeemBlocker(reward, member) : null;
                    return (
                      <li key={reward.id} className={styles.tile} data-testid="boutique-reward" data-reward={reward.id}>
                        <StoreImage src={reward.imageUrl} alt="" width={240} height={240} className={styles.image} />
                        <div className={styles.badges}>
                          {reward.isNew ? <Badge tone="accent">{t('rewards.new')}</Badge> : null}
                          {reward.minimumTier && reward.minimumTier !== 'white' ? (
                            <Badge>{t(`rewards.exclusive.${reward.minimumTier}`)}</Badge>
                          ) : null}
                          {reward.fullyRedeemed ? <Badge>{t('rewards.fullyRedeemed')}</Badge> : null}
                        </div>
                        <p className={styles.brand}>{reward.brand.name}</p>
                        <p className={styles.name} id={`${id}-reward-${reward.id}`}>
                          {reward.name}
                        </p>
                        <p className={styles.cost}>{t('rewards.cost', { points: points.format(reward.pointsCost) })}</p>
                        <p className={styles.validity}>
                          {t('rewards.validUntil', {
                            date: formatDate(`${reward.validUntil}T00:00:00Z`, country, lang, 'medium', {
                              timeZone: 'UTC',
                            }),
                          })}
                        </p>
                        {member ? (
                          <button
                            type="button"
                            className={styles.redeem}
                            disabled={blocker !== null || redeem.isPending}
                            // A blocked one is named by the state it shows, never by an action it cannot take.
                            aria-label={blocker ? undefined : t('rewards.redeem', { name: reward.name })}
                            aria-describedby={`${id}-reward-${reward.id}`}
                            onClick={() => redeem.mutate(reward)}
                          >
                            {blocker ? t(`rewards.blocked.${blocker}`) : t('rewards.redeemShort')}
                          </button>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}
