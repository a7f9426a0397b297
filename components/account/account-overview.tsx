'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAccount, useSignOut, useUserProfile } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { withLanguage } from '@/lib/routing/language-query';
import { signInPath } from '@/lib/routing/return-to';
import type { Language } from '@/lib/site';
import { formatNumber } from '@/lib/site/number';
import styles from './account-overview.module.css';

/** The member's summary: name, Beauty Pass tier and points, and sign-out. */
export function AccountOverview({
  lang,
  defaultLang,
  withFacts = true,
}: {
  lang: Language;
  defaultLang: Language;
  /** The tier, points and card number; off where the Beauty Pass dashboard shows them. */
  withFacts?: boolean;
}) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const { t: tError } = useTranslation('errors');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { account, isLoading } = useAccount();
  const profile = useUserProfile();
  const signOut = useSignOut();
  const client = useApiClient();
  const accountState = queryClient.getQueryState(queryKeys.account());

  if (isLoading) {
    return (
      <div className={styles.card} aria-busy="true">
        <p className={styles.muted}>{t('loading')}</p>
      </div>
    );
  }

  if (!account) {
    const failed = accountState?.status === 'error';
    return (
      <div className={styles.card}>
        {failed ? <p role="alert">{t('loadError')}</p> : null}
        <div className={styles.actions}>
          {failed ? (
            <Button
              variant="secondary"
              onClick={() => void queryClient.refetchQueries({ queryKey: queryKeys.account() })}
            >
              {t('retry')}
            </Button>
          ) : null}
          <Link className={styles.link} href={withLanguage(signInPath('/account'), lang, defaultLang)}>
            {tAuth('header.signIn')}
          </Link>
        </div>
      </div>
    );
  }

  const points = formatNumber(account.loyaltyPoints, client.country, lang);

  return (
    <div className={styles.card}>
      {profile ? <p className={styles.greeting}>{t('greeting', { name: profile.firstName })}</p> : null}
      <p className={styles.eyebrow}>
        {t('member')}
        {account.isEmployee ? <span className={styles.badge}>{t('employee')}</span> : null}
      </p>
      {withFacts ? (
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('tier')}</dt>
            <dd className={styles[`tier-${account.loyaltyTier}`]}>{t(`tiers.${account.loyaltyTier}`)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('points')}</dt>
            <dd>{points}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('cardNumber')}</dt>
            <dd>{account.cardNumber}</dd>
          </div>
        </dl>
      ) : null}
      {signOut.isError ? <p role="alert">{tError('generic')}</p> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={signOut.isPending}
          aria-busy={signOut.isPending || undefined}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: () => {
                router.replace(withLanguage('/', lang, defaultLang));
                router.refresh();
              },
            })
          }
        >
          {signOut.isPending ? t('signingOut') : t('signOut')}
        </Button>
      </div>
    </div>
  );
}
