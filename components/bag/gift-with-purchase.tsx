'use client';

import { StoreImage } from '@/components/ui/store-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { selectGifts } from '@/lib/api/cart';
import type { GiftWithPurchase } from '@/contract';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { bagErrorMessage } from './bag-state';
import { useBagChange } from './use-bag';
import styles from './bag-view.module.css';

type Announce = (text: string, tone?: 'ok' | 'error') => void;

/** Whether one more gift may be ticked: never past the gift's maxSelectable. */
export function canSelectMore(selected: readonly number[], maxSelectable: number): boolean {
  return selected.length < maxSelectable;
}

/** One gift with purchase of the bag: its state and the modal that chooses its gifts. */
export function GiftWithPurchaseCard({
  gift,
  country,
  lang,
  announce,
}: {
  gift: GiftWithPurchase;
  country: CountryCode;
  lang: Language;
  announce: Announce;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.gift} data-testid="gwp">
      <div>
        {gift.perk === 'gold_welcome' ? <p className={styles.perkBadge}>{t('bag:gift.goldWelcome')}</p> : null}
        <p className={styles.tileName}>{gift.title}</p>
        <p className={styles.hint}>
          {gift.qualified
            ? t('bag:gift.selectedCount', { selected: gift.noOfSelected, max: gift.maxSelectable })
            : gift.promoCode && gift.minimumSpend.amount === 0
              ? t('bag:gift.needsCode', { code: gift.promoCode })
              : t('bag:gift.notQualified', { amount: formatMoneyIn(gift.minimumSpend, country, lang) })}
        </p>
      </div>
      {gift.qualified ? (
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="gwp-open">
          {t('bag:gift.open')}
        </Button>
      ) : null}
      {open ? <GiftModal gift={gift} onClose={() => setOpen(false)} announce={announce} /> : null}
    </div>
  );
}

export function GiftModal({
  gift,
  onClose,
  announce,
}: {
  gift: GiftWithPurchase;
  onClose: () => void;
  announce: Announce;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const [selected, setSelected] = useState<number[]>(() =>
    gift.items.filter((i) => i.selected).map((i) => i.variantId),
  );
  const [error, setError] = useState('');
  const change = useBagChange();
  const full = !canSelectMore(selected, gift.maxSelectable);

  return (
    <Modal open onClose={onClose} title={t('bag:gift.title')} closeLabel={t('bag:gift.close')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (change.isPending) return;
          setError('');
          change.mutate(
            { run: (c) => selectGifts(c, gift.id, selected) },
            {
              onSuccess: () => {
                announce(t('bag:gift.saved'));
                onClose();
              },
              onError: (e) => setError(bagErrorMessage(e, t)),
            },
          );
        }}
      >
        <fieldset className={styles.giftItems} aria-busy={change.isPending || undefined}>
          <legend className={styles.tileName}>{gift.title}</legend>
          <p className={styles.hint} aria-live="polite" data-testid="gwp-count">
            {t('bag:gift.selectedCount', { selected: selected.length, max: gift.maxSelectable })}
            {full ? ` · ${t('bag:gift.maxReached', { max: gift.maxSelectable })}` : ''}
          </p>
          {gift.items.map((item) => {
            const checked = selected.includes(item.variantId);
            return (
              <label key={item.variantId} className={styles.giftItem} data-unavailable={!item.available || undefined}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!item.available || change.isPending || (!checked && full)}
                  onChange={() =>
                    setSelected((prev) =>
                      prev.includes(item.variantId)
                        ? prev.filter((id) => id !== item.variantId)
                        : canSelectMore(prev, gift.maxSelectable)
                          ? [...prev, item.variantId]
                          : prev,
                    )
                  }
                />
                <StoreImage src={item.imageUrl} alt="" width={56} height={56} />
                <span>
                  <span className={styles.lineBrand}>{item.brand.name}</span> {item.name}
                  {!item.available ? <span className={styles.lineWarn}> · {t('bag:gift.unavailable')}</span> : null}
                </span>
              </label>
            );
          })}
        </fieldset>
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
        <div className={styles.modalActions}>
          <Button type="submit" busy={change.isPending} data-testid="gwp-save">
            {change.isPending ? t('bag:gift.updating') : t('bag:gift.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
