'use client';

import { StoreImage } from '@/components/ui/store-image';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { signInHrefForHere } from '@/components/account/sign-in-redirect';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { redeemReward, samplesQueryOptions } from '@/lib/api/bag';
import { rewardsQueryOptions } from '@/lib/api/loyalty';
import type { Cart } from '@/contract';
import { useAccount } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import type { Language } from '@/lib/site';
import { formatDate } from '@/lib/site/dates';
import { boundAction } from '@/components/forms/bound-action';
import { asFormAction } from '@/lib/forms/scripted-field';
import { selectSamplesWithForm } from './bag-actions';
import { throughBagAction } from './bag-answer';
import { bagErrorMessage } from './bag-state';
import { useBagChange } from './use-bag';
import styles from './bag-view.module.css';

type Announce = (text: string, tone?: 'ok' | 'error') => void;

/** The tabs and the rewards panel each take the bag, the language of its links and where to announce. */
interface ExtrasProps {
  cart: Cart;
  lang: Language;
  defaultLang: Language;
  announce: Announce;
}

/** Samples and Beauty Pass rewards, as tabs; each panel reads its own list once chosen. */
export function ExtrasTabs({ cart, lang, defaultLang, announce }: ExtrasProps) {
  const { t } = useTranslation('bag');
  return (
    <section className={styles.extras} aria-label={t('tabs.label')}>
      <Tabs
        label={t('tabs.label')}
        lazy
        panelClassName={styles.panel}
        items={[
          { id: 'samples', label: t('tabs.samples'), panel: <SamplesPanel announce={announce} /> },
          {
            id: 'rewards',
            label: t('tabs.rewards'),
            panel: <RewardsPanel cart={cart} lang={lang} defaultLang={defaultLang} announce={announce} />,
          },
        ]}
      />
    </section>
  );
}

function TileSkeletons() {
  return (
    <ul className={styles.tiles} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className={styles.tile}>
          <Skeleton width="72px" height="72px" />
          <Skeleton width="100%" height="3.5rem" />
        </li>
      ))}
    </ul>
  );
}

function SamplesPanel({ announce }: { announce: Announce }) {
  const { t } = useTranslation(['bag', 'errors']);
  const id = useId();
  const client = useApiClient();
  // Handed over by the page's server render (BagSection), so the tiles are in its first HTML.
  const samples = useQuery(samplesQueryOptions(client));
  const change = useBagChange();
  // A sample's button posts the samples chosen once it is pressed, with or without the script.
  const action = boundAction(selectSamplesWithForm, client.country, client.lang);

  if (!samples.data) return <TileSkeletons />;
  const { maxSelectable } = samples.data;
  const selected = samples.data.samples.filter((s) => s.selected).map((s) => s.id);

  return (
    <>
      <p className={styles.hint}>{t('bag:samples.intro', { count: maxSelectable })}</p>
      <ul className={styles.tiles}>
        {samples.data.samples.map((sample) => {
          const unavailable = sample.status !== 'available';
          const full = !sample.selected && selected.length >= maxSelectable;
          // The API names the product; the page says, in its language, that this is its sample.
          const name = t('bag:samples.name', { name: sample.name });
          return (
            <li key={sample.id} className={styles.tile} data-testid="sample-tile">
              <StoreImage src={sample.imageUrl} alt="" width={72} height={72} />
              <div>
                <p className={styles.lineBrand}>{sample.brand.name}</p>
                <p className={styles.tileName} id={`${id}-sample-${sample.id}`}>
                  {name}
                </p>
                {unavailable ? (
                  <p className={styles.lineWarn}>
                    {sample.status === 'fully_redeemed'
                      ? t('bag:samples.fullyRedeemed')
                      : t('bag:samples.notAvailable')}
                  </p>
                ) : (
                  <form
                    action={asFormAction(action)}
                    onSubmit={(event) => {
                      event.preventDefault();
                      const form = new FormData(event.currentTarget);
                      change.mutate(
                        { run: () => throughBagAction(action, form) },
                        {
                          onSuccess: () => announce(t('bag:samples.updated')),
                          onError: (e) => announce(bagErrorMessage(e, t), 'error'),
                        },
                      );
                    }}
                  >
                    {(sample.selected ? selected.filter((id) => id !== sample.id) : [...selected, sample.id]).map(
                      (chosen) => (
                        <input key={chosen} type="hidden" name="sampleId" value={chosen} />
                      ),
                    )}
                    <button
                      type="submit"
                      className={styles.toggle}
                      aria-pressed={sample.selected}
                      disabled={change.isPending || full}
                      // Named by what it shows; the sample is its description.
                      aria-describedby={`${id}-sample-${sample.id}`}
                    >
                      {sample.selected ? t('bag:samples.selected') : t('bag:add.button')}
                    </button>
                  </form>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function RewardsPanel({ cart, lang, defaultLang, announce }: ExtrasProps) {
  const { t } = useTranslation(['bag', 'errors']);
  const id = useId();
  const client = useApiClient();
  const { isSignedIn, account, isLoading } = useAccount();
  // The boutique's own query: the bag tab and /rewards show the same list.
  const rewards = useQuery({ ...rewardsQueryOptions(client), enabled: isSignedIn });
  const change = useBagChange();
  const router = useRouter();

  if (isLoading) return <TileSkeletons />;
  if (!isSignedIn) {
    return (
      <div className={styles.signIn} data-testid="rewards-sign-in">
        <p>{t('bag:rewards.signIn')}</p>
        <Button variant="secondary" onClick={() => router.push(signInHrefForHere(lang, defaultLang))}>
          {t('bag:rewards.signInCta')} / {t('bag:rewards.registerCta')}
        </Button>
      </div>
    );
  }
  if (!rewards.data) return <TileSkeletons />;
  const inBag = new Set(cart.lineItems.filter((l) => l.type === 'reward').map((l) => l.variantId));
  const hasReward = inBag.size > 0;

  return (
    <>
      {account ? <p className={styles.hint}>{t('bag:rewards.balance', { count: account.loyaltyPoints })}</p> : null}
      <p className={styles.hint}>{t('bag:rewards.onePerOrder')}</p>
      {rewards.data.map((group) => (
        <section key={group.key} aria-labelledby={`reward-group-${group.key}`}>
          <h3 id={`reward-group-${group.key}`} className={styles.groupTitle}>
            {t(`bag:rewards.${group.key}`)}
          </h3>
          <ul className={styles.tiles}>
            {group.rewards.map((reward) => {
              const here = inBag.has(reward.variantId);
              return (
                <li key={reward.id} className={styles.tile} data-testid="reward-tile">
                  <StoreImage src={reward.imageUrl} alt="" width={72} height={72} />
                  <div>
                    {reward.isNew ? <Badge tone="accent">{t('bag:rewards.new')}</Badge> : null}
                    <p className={styles.lineBrand}>{reward.brand.name}</p>
                    <p className={styles.tileName} id={`${id}-reward-${reward.id}`}>
                      {reward.name}
                    </p>
                    <p className={styles.hint}>
                      {t('bag:rewards.points', { count: reward.pointsCost })} ·{' '}
                      {t('bag:rewards.validUntil', {
                        date: formatDate(`${reward.validUntil}T00:00:00`, client.country, lang),
                      })}
                    </p>
                    {reward.fullyRedeemed ? (
                      <p className={styles.lineWarn}>{t('bag:rewards.fullyRedeemed')}</p>
                    ) : here ? (
                      <p className={styles.ok}>{t('bag:rewards.inBag')}</p>
                    ) : (
                      <button
                        type="button"
                        className={styles.toggle}
                        disabled={change.isPending || hasReward}
                        aria-describedby={`${id}-reward-${reward.id}`}
                        onClick={() =>
                          change.mutate(
                            { run: (c) => redeemReward(c, reward.id) },
                            {
                              onSuccess: () => announce(t('bag:rewards.redeemed', { name: reward.name })),
                              onError: (e) => announce(bagErrorMessage(e, t), 'error'),
                            },
                          )
                        }
                      >
                        {t('bag:rewards.redeemShort')}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
