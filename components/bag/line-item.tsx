'use client';

import { StoreImage } from '@/components/ui/store-image';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { lineToItem, trackCommerce } from '@/lib/analytics/data-layer';
import { boundAction } from '@/components/forms/bound-action';
import { asFormAction } from '@/lib/forms/scripted-field';
import type { Cart, LineItem } from '@/contract/bag';
import { MAX_QUANTITY_PER_ITEM } from '@/contract/bag-codes';
import { notify } from '@/lib/notifications';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { changeLineWithForm } from './bag-actions';
import { throughBagAction } from './bag-answer';
import { bagErrorMessage, noticeMessages } from './bag-state';
import { LineVariant } from './line-variant';
import { useBagChange } from './use-bag';
import styles from './bag-view.module.css';

/** The promo code a product line keeps alive through a gift with purchase, if any. */
export function promoTiedTo(cart: Cart, line: LineItem): string | null {
  if (line.type !== 'product' || !cart.promo) return null;
  const code = cart.promo.code;
  const gift = cart.giftsWithPurchase.find(
    (g) => g.promoCode === code && g.qualified && (g.brand === null || g.brand.id === line.brand.id),
  );
  return gift ? code : null;
}

/** Highest quantity a shopper may set: six of an item, or what is left in stock. */
export function maxQuantityFor(line: Pick<LineItem, 'inventory' | 'quantity'>): number {
  return Math.max(Math.min(MAX_QUANTITY_PER_ITEM, line.inventory), Math.min(line.quantity, MAX_QUANTITY_PER_ITEM));
}

export function LineItemRow({
  line,
  cart,
  country,
  lang,
  announce,
  firstScreen = false,
}: {
  line: LineItem;
  cart: Cart;
  country: CountryCode;
  lang: Language;
  announce: (text: string, tone?: 'ok' | 'error') => void;
  /** In the first screen: the picture loads at once (on a phone the first line's is the largest one). */
  firstScreen?: boolean;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const change = useBagChange();
  const remove = useBagChange();
  const [confirming, setConfirming] = useState<string | null>(null);
  const isProduct = line.type === 'product';
  const max = maxQuantityFor(line);

  // The line's form posts to its action without the script; with it, the same action is called with
  // the button pressed, through the bag's one way to change its cache.
  const action = boundAction(changeLineWithForm, country, lang);
  const post = (intent: 'decrease' | 'increase' | 'remove') => {
    const form = new FormData();
    form.set('line', String(line.id));
    form.set('quantity', String(line.quantity));
    form.set('intent', intent);
    return throughBagAction(action, form);
  };

  const setQuantity = (intent: 'decrease' | 'increase') => {
    const quantity = intent === 'increase' ? line.quantity + 1 : line.quantity - 1;
    change.mutate(
      { run: () => post(intent), optimistic: { type: 'set-quantity', lineItemId: line.id, quantity } },
      {
        onSuccess: (answer) =>
          announce(
            [t('bag:line.updated', { name: line.name, count: quantity }), ...noticeMessages(answer.notices, t)].join(
              ' ',
            ),
          ),
        onError: (error) => announce(bagErrorMessage(error, t), 'error'),
      },
    );
  };

  const doRemove = () => {
    setConfirming(null);
    remove.mutate(
      { run: () => post('remove') },
      {
        onSuccess: (answer) => {
          announce([t('bag:line.removed', { name: line.name }), ...noticeMessages(answer.notices, t)].join(' '));
          notify({ title: t('bag:line.removed', { name: line.name }), type: 'info', group: 'bag' });
          trackCommerce('remove_from_cart', [lineToItem(line, line.quantity)]);
        },
        onError: (error) => announce(bagErrorMessage(error, t), 'error'),
      },
    );
  };

  const askRemove = () => {
    const code = promoTiedTo(cart, line);
    if (code) setConfirming(code);
    else doRemove();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (intent === 'decrease' || intent === 'increase') setQuantity(intent);
    else if (intent === 'remove') askRemove();
  };

  const removing = remove.isPending;
  const kindLabel =
    line.type === 'sample'
      ? t('bag:line.sample')
      : line.type === 'gift'
        ? t('bag:line.gift')
        : line.type === 'reward'
          ? t('bag:line.reward')
          : null;

  return (
    <li
      className={styles.line}
      aria-busy={removing || undefined}
      data-removing={removing || undefined}
      data-testid="bag-line"
    >
      <StoreImage
        src={line.imageUrl}
        alt=""
        width={96}
        height={96}
        className={styles.lineImage}
        firstScreen={firstScreen}
      />
      <div className={styles.lineInfo}>
        <p className={styles.lineBrand}>{line.brand.name}</p>
        <p className={styles.lineName}>{line.name}</p>
        <p>
          <LineVariant line={line} t={t} />
        </p>
        <div className={styles.flags}>
          {kindLabel ? <Badge tone="inverse">{kindLabel}</Badge> : null}
          {line.nonDiscountable ? <Badge>{t('bag:line.nonDiscountable')}</Badge> : null}
          {line.clickAndCollectOnly ? <Badge>{t('bag:line.clickAndCollectOnly')}</Badge> : null}
        </div>
        {line.stockStatus === 'out_of_stock' || line.blocker ? (
          <p className={styles.lineError}>{t('bag:line.outOfStock')}</p>
        ) : line.stockStatus === 'low_stock' ? (
          <p className={styles.lineWarn}>{t('bag:line.lowStock', { count: line.inventory })}</p>
        ) : null}
      </div>
      {/* A press without the script posts the line's change (a line tied to a promo's gift leaves
          without the question the script asks first). */}
      <form className={styles.lineControls} action={asFormAction(action)} onSubmit={onSubmit}>
        <input type="hidden" name="line" value={line.id} />
        <input type="hidden" name="quantity" value={line.quantity} />
        {isProduct ? (
          <div className={styles.stepper} role="group" aria-label={t('bag:line.quantityOf', { name: line.name })}>
            <button
              type="submit"
              name="intent"
              value="decrease"
              aria-label={t('bag:line.decrease', { name: line.name })}
              disabled={line.quantity <= 1 || removing}
            >
              −
            </button>
            <output aria-live="off" data-testid="line-quantity">
              {line.quantity}
            </output>
            <button
              type="submit"
              name="intent"
              value="increase"
              aria-label={t('bag:line.increase', { name: line.name })}
              disabled={line.quantity >= max || removing}
            >
              +
            </button>
          </div>
        ) : (
          <span className={styles.fixedQuantity}>
            {t('bag:line.quantity')} {line.quantity}
          </span>
        )}
        {isProduct && line.quantity >= MAX_QUANTITY_PER_ITEM ? (
          <p className={styles.hint}>{t('bag:line.maxQuantity')}</p>
        ) : null}
        <p className={styles.linePrice}>
          {isProduct
            ? formatMoneyIn(line.price, country, lang)
            : line.pointsCost !== null
              ? t('bag:line.points', { count: line.pointsCost })
              : t('bag:line.free')}
        </p>
        <button
          type="submit"
          name="intent"
          value="remove"
          className={styles.remove}
          disabled={removing}
          aria-label={t('bag:line.remove', { name: line.name })}
        >
          {removing ? t('bag:line.removing') : t('bag:line.removeShort')}
        </button>
      </form>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('bag:promoWarning.title')}
        closeLabel={t('bag:gift.close')}
      >
        <p>{t('bag:promoWarning.body', { code: confirming ?? '' })}</p>
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {t('bag:promoWarning.cancel')}
          </Button>
          <Button onClick={doRemove} data-testid="confirm-remove">
            {t('bag:promoWarning.confirm')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
