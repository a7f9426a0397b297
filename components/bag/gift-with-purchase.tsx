'use client';

import { StoreImage } from '@/components/ui/store-image';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { GiftWithPurchase } from '@/contract';
import { runtimeKeys } from '@/lib/i18n/config';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { selectGiftsWithForm } from './bag-actions';
import { BagRefused, throughBagAction } from './bag-answer';
import { bagErrorKey } from './bag-state';
import { useBagChange } from './use-bag';
import styles from './bag-view.module.css';

type Announce = (text: string, tone?: 'ok' | 'error') => void;

/** Whether one more gift may be ticked: never past the gift's maxSelectable. */
export function canSelectMore(selected: readonly number[], maxSelectable: number): boolean {
  return selected.length < maxSelectable;
}

/**
 * The choice as the gift's action takes it: the gift, and each variant chosen. Read from the
 * choice itself, not the boxes: a gift chosen before it ran out stays chosen, its box disabled.
 */
function giftsForm(giftId: number, selected: readonly number[]): FormData {
  const form = new FormData();
  form.set('gift', String(giftId));
  for (const variantId of selected) form.append('variantId', String(variantId));
  return form;
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
      {open ? (
        <GiftModal gift={gift} country={country} lang={lang} onClose={() => setOpen(false)} announce={announce} />
      ) : null}
    </div>
  );
}

/**
 * The gifts of one gift with purchase, chosen in a modal. The choice goes to its server action
 * (`selectGiftsWithForm`), the only write, through the bag's one change (`useBagChange`), so the
 * bag and its extras follow the answer; a refusal is said in the modal and takes the focus.
 */
export function GiftModal({
  gift,
  country,
  lang,
  onClose,
  announce,
}: {
  gift: GiftWithPurchase;
  country: CountryCode;
  lang: Language;
  onClose: () => void;
  announce: Announce;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const [selected, setSelected] = useState<number[]>(() =>
    gift.items.filter((i) => i.selected).map((i) => i.variantId),
  );
  const [refusal, setRefusal] = useState<{ errorKey: string } | null>(null);
  const change = useBagChange();
  const action = useMemo(() => selectGiftsWithForm.bind(null, country, lang), [country, lang]);
  const full = !canSelectMore(selected, gift.maxSelectable);

  return (
    <Modal open onClose={onClose} title={t('bag:gift.title')} closeLabel={t('bag:gift.close')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (change.isPending) return;
          setRefusal(null);
          change.mutate(
            { run: () => throughBagAction(action, giftsForm(gift.id, selected)) },
            {
              onSuccess: () => {
                announce(t('bag:gift.saved'));
                onClose();
              },
              onError: (e) =>
                setRefusal({
                  errorKey: e instanceof BagRefused ? (e.refusal.errorKey ?? 'bag:errors.generic') : bagErrorKey(e),
                }),
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
        {refusal ? <FormAlert answer={refusal} title={runtimeKeys(t)(refusal.errorKey)} /> : null}
        <div className={styles.modalActions}>
          <FormSubmit
            pending={change.isPending}
            label={t('bag:gift.save')}
            pendingLabel={t('bag:gift.updating')}
            block={false}
            keepFocus
            testId="gwp-save"
          />
        </div>
      </form>
    </Modal>
  );
}
