'use client';

import { boundAction } from '@/components/forms/bound-action';
import { StoreImage } from '@/components/ui/store-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { Button, buttonClassName } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { GiftWithPurchase } from '@/contract';
import { runtimeKeys } from '@/lib/i18n/config';
import { useHydrated } from '@/components/data/hooks';
import { asFormAction } from '@/lib/forms/scripted-field';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { selectGiftsWithForm } from './bag-actions';
import { BagRefused, throughBagAction } from './bag-answer';
import { bagErrorKey, giftStateQuery, type GiftFormState } from './bag-state';
import { useBagChange } from './use-bag';
import layout from '@/components/ui/layout.module.css';
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

/** One gift with purchase of the bag: its state and the choice of its gifts. */
export function GiftWithPurchaseCard({
  gift,
  country,
  lang,
  defaultLang,
  announce,
  posted,
}: ScreenLocale & {
  gift: GiftWithPurchase;
  announce: Announce;
  /** What the bag's address says of the gifts' choice (a post without JavaScript, or its link). */
  posted?: GiftFormState;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Opened by the bag's address: the choice stands in the card, where a page without script shows it.
  const [inCard, setInCard] = useState(posted?.open === gift.id);
  const choice = { gift, country, lang, announce, refused: posted?.errorKey };
  return (
    <div className={styles.gift} data-testid="gwp">
      <div>
        {gift.perk === 'gold_welcome' ? <p className={styles.perkBadge}>{t('bag:gift.goldWelcome')}</p> : null}
        <p className={styles.tileName}>{gift.title}</p>
        {/* With the choice in the card, its own count says how many are chosen. */}
        <p className={styles.hint} hidden={gift.qualified && inCard}>
          {gift.qualified
            ? t('bag:gift.selectedCount', { selected: gift.noOfSelected, max: gift.maxSelectable })
            : gift.promoCode && gift.minimumSpend.amount === 0
              ? t('bag:gift.needsCode', { code: gift.promoCode })
              : t('bag:gift.notQualified', { amount: formatMoneyIn(gift.minimumSpend, country, lang) })}
        </p>
      </div>
      {!gift.qualified || inCard ? null : hydrated ? (
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="gwp-open">
          {t('bag:gift.open')}
        </Button>
      ) : (
        // Before (or without) the script, the bag again with this gift's choice in the card.
        <a
          href={withLanguage(`/cart?${giftStateQuery({ open: gift.id })}`, lang, defaultLang)}
          className={buttonClassName({ variant: 'secondary' })}
          data-testid="gwp-open"
        >
          {t('bag:gift.open')}
        </a>
      )}
      {gift.qualified && inCard ? (
        <div className={styles.giftInCard}>
          <GiftChoice {...choice} inCard onDone={() => setInCard(false)} />
        </div>
      ) : null}
      {open ? (
        <Modal open onClose={() => setOpen(false)} title={t('bag:gift.title')} closeLabel={t('bag:gift.close')}>
          <GiftChoice {...choice} refused={undefined} onDone={() => setOpen(false)} />
        </Modal>
      ) : null}
    </div>
  );
}

/**
 * The gifts of one gift with purchase, chosen in a modal or in the card. The form posts to its
 * server action (`selectGiftsWithForm`), the only write: without JavaScript as a plain post, which
 * opens the bag again; with it through the bag's one change (`useBagChange`), so the bag and its
 * extras follow the answer. A refusal is said above the button and takes the focus.
 */
function GiftChoice({
  gift,
  country,
  lang,
  announce,
  refused,
  inCard = false,
  onDone,
}: {
  gift: GiftWithPurchase;
  country: CountryCode;
  lang: Language;
  announce: Announce;
  /** Why the last plain post was refused (a translation key). */
  refused?: string;
  /** In the gift's card, under its title: the legend is for assistive technology only. */
  inCard?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<number[]>(() =>
    gift.items.filter((i) => i.selected).map((i) => i.variantId),
  );
  const [refusal, setRefusal] = useState<{ errorKey: string } | null>(refused ? { errorKey: refused } : null);
  const change = useBagChange();
  const action = boundAction(selectGiftsWithForm, country, lang);
  const full = !canSelectMore(selected, gift.maxSelectable);

  return (
    <form
      action={asFormAction(action)}
      onSubmit={(event) => {
        event.preventDefault();
        if (change.isPending) return;
        setRefusal(null);
        change.mutate(
          { run: () => throughBagAction(action, giftsForm(gift.id, selected)) },
          {
            onSuccess: () => {
              announce(t('bag:gift.saved'));
              onDone();
            },
            onError: (e) =>
              setRefusal({
                errorKey: e instanceof BagRefused ? (e.refusal.errorKey ?? 'bag:errors.generic') : bagErrorKey(e),
              }),
          },
        );
      }}
    >
      <input type="hidden" name="gift" value={gift.id} />
      <fieldset className={styles.giftItems} aria-busy={change.isPending || undefined}>
        <legend className={inCard ? layout.visuallyHidden : styles.tileName}>{gift.title}</legend>
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
                name="variantId"
                value={item.variantId}
                checked={checked}
                // Without the script nothing counts the boxes: the action refuses one too many.
                disabled={!item.available || change.isPending || (hydrated && !checked && full)}
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
              {/* A gift chosen before it ran out stays chosen: its disabled box would not be posted. */}
              {checked && !item.available ? <input type="hidden" name="variantId" value={item.variantId} /> : null}
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
  );
}
