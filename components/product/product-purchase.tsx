'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToBag, type AddToBagAction } from '@/components/bag/add-to-bag';
import { Button } from '@/components/ui/button';
import type { VariantListKind } from '@/contract';
import { useAccount } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import { updateVariantList, variantListQueryOptions } from '@/lib/api/wishlist';
import type { CountryCode, Language } from '@/lib/site';
import { chooseShadeImage, shadeFromUrl, urlWithShade } from './chosen-shade';
import { rememberIntent, takeIntent } from '@/components/account/pending-intent';
import { signInHrefForHere } from '@/components/account/sign-in-redirect';
import { MAX_QUANTITY, listKindFor, maxQuantityFor, type PurchaseVariant } from './purchase-variant';
import { QuantityStepper } from './quantity-stepper';
import { keepTypedBeforeScript } from '@/lib/forms/typed-before-script';
import { StockLine } from './stock-line';
import styles from './product-purchase.module.css';

const noSubscription = () => () => {};
const shadeIds = (variants: readonly PurchaseVariant[]) => variants.filter((v) => v.kind === 'shade').map((v) => v.id);

/**
 * The buying panel of a product page: variant (shade swatches or sizes), price, stock, quantity
 * and the waitlist or launch reminder. Adding to the bag comes with the bag.
 */
export function ProductPurchase({
  product,
  addToBag,
  country,
  variants,
  lang,
  defaultLang,
  labels,
}: {
  /** The product's slug: the shade chosen here is shown by that product's gallery. */
  product: string;
  /** The add-to-bag form's post without JavaScript (`addToBagWithForm`). */
  addToBag: AddToBagAction;
  country: CountryCode;
  variants: PurchaseVariant[];
  lang: Language;
  defaultLang: Language;
  labels: { sale: string; regular: string };
}) {
  const { t } = useTranslation('product');
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { isSignedIn } = useAccount();
  // The add-to-bag form: the shade or size and the quantity are posted with it.
  const formId = useId();
  const first = variants.find((v) => v.stockState === 'in_stock' || v.stockState === 'low_stock') ?? variants[0];
  const [pickedId, setPickedId] = useState<number | undefined>(undefined);
  const [quantity, setQuantity] = useState(1);
  const [status, setStatus] = useState('');
  // A shared link names its shade (`?shade=`): the page, the same for every shade, opens on it,
  // picture and all, once hydrated.
  const fromUrl = useSyncExternalStore(
    noSubscription,
    () => shadeFromUrl(window.location.href, shadeIds(variants)),
    () => null,
  );
  const linked = pickedId === undefined ? variants.find((v) => v.id === fromUrl) : undefined;
  const selected = variants.find((v) => v.id === (pickedId ?? fromUrl)) ?? first;
  const kind = selected ? listKindFor(selected) : null;
  const max = selected ? maxQuantityFor(selected) : MAX_QUANTITY;
  // A shade with fewer left than the quantity chosen for the last one brings the quantity down.
  const amount = Math.max(1, Math.min(quantity, max));

  const listOptions = variantListQueryOptions(client, kind ?? 'waitlist');
  const list = useQuery({ ...listOptions, enabled: isSignedIn && kind !== null });
  const listed = selected !== undefined && (list.data?.includes(selected.id) ?? false);
  const mutation = useMutation({
    mutationFn: (vars: { kind: VariantListKind; variantId: number; action: 'add' | 'remove' }) =>
      updateVariantList(client, vars.kind, { variantId: vars.variantId, action: vars.action }),
    onSuccess: (ids, vars) => {
      queryClient.setQueryData(variantListQueryOptions(client, vars.kind).queryKey, ids);
      setStatus(
        vars.action === 'add' ? (vars.kind === 'waitlist' ? t('waitlist.joined') : t('waitlist.reminded')) : '',
      );
    },
    onError: () => setStatus(t('waitlist.error')),
  });

  useEffect(() => {
    if (linked) chooseShadeImage(product, linked.imageUrl);
  }, [product, linked]);

  const choose = (variant: PurchaseVariant) => {
    setPickedId(variant.id);
    setStatus('');
    if (variant.kind !== 'shade') return;
    chooseShadeImage(product, variant.imageUrl);
    // The address names the shade, so it can be shared; replacing keeps Back for the page before.
    window.history.replaceState(window.history.state, '', urlWithShade(window.location.href, variant.id));
  };

  // A shade or size chosen before the page's script arrived (a slow phone) is the one added once it has.
  const keepChosen = keepTypedBeforeScript((id) => {
    const variant = variants.find((v) => String(v.id) === id);
    if (variant) choose(variant);
  });

  const { mutate } = mutation;
  // Back from signing in: the waitlist or reminder the guest asked for is set, once, for the
  // variant they chose, which is then shown as chosen.
  useEffect(() => {
    if (!isSignedIn) return;
    const intent = takeIntent(
      (i) => (i.kind === 'waitlist' || i.kind === 'reminder') && variants.some((v) => v.id === i.variantId),
    );
    if (!intent || intent.kind === 'wishlist') return;
    mutate(
      { kind: intent.kind, variantId: intent.variantId, action: 'add' },
      { onSettled: () => setPickedId(intent.variantId) },
    );
  }, [isSignedIn, variants, mutate]);

  if (!selected) return null;
  const variantKind = selected.kind;

  return (
    <div className={styles.panel}>
      <p className={styles.price} data-testid="variant-price">
        {selected.salePrice ? (
          <>
            <span className={styles.sale}>
              <span className="visually-hidden">{labels.sale} </span>
              {selected.salePrice}
            </span>{' '}
            <s className={styles.regular}>
              <span className="visually-hidden">{labels.regular} </span>
              {selected.price}
            </s>
          </>
        ) : (
          selected.price
        )}
      </p>

      {variants.length > 1 || variantKind === 'shade' ? (
        <fieldset className={styles.variants}>
          <legend className={styles.label}>
            {t('variant.selected', { kind: t(`variant.${variantKind}`), name: selected.name })}
          </legend>
          <div
            className={variantKind === 'shade' ? styles.swatches : styles.sizes}
            role="radiogroup"
            aria-label={t(`variant.${variantKind}`)}
          >
            {variants.map((variant) => (
              <label
                key={variant.id}
                className={variantKind === 'shade' ? styles.swatch : styles.size}
                title={variant.name}
                data-unavailable={
                  variant.stockState === 'out_of_stock' || variant.stockState === 'coming_soon' ? 'true' : undefined
                }
              >
                <input
                  ref={keepChosen}
                  type="radio"
                  name="variantId"
                  form={formId}
                  value={variant.id}
                  checked={variant.id === selected.id}
                  onChange={() => choose(variant)}
                  className={styles.radio}
                />
                {variantKind === 'shade' ? (
                  <span className={styles.chip} style={{ background: variant.hexColor ?? '#ccc' }} aria-hidden="true" />
                ) : null}
                <span className={variantKind === 'shade' ? 'visually-hidden' : undefined}>{variant.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <StockLine variant={selected} listed={listed} />

      {kind ? (
        <Button
          variant={listed ? 'secondary' : 'primary'}
          block
          disabled={mutation.isPending}
          data-testid="waitlist-button"
          onClick={() => {
            if (!isSignedIn) {
              // Carried out once the guest is back from signing in (see below).
              rememberIntent({ kind, variantId: selected.id });
              router.push(signInHrefForHere(lang, defaultLang));
              return;
            }
            mutation.mutate({ kind, variantId: selected.id, action: listed ? 'remove' : 'add' });
          }}
        >
          {kind === 'waitlist'
            ? listed
              ? t('waitlist.leave')
              : t('waitlist.join')
            : listed
              ? t('waitlist.cancelReminder')
              : t('waitlist.remind')}
        </Button>
      ) : (
        <>
          <QuantityStepper value={amount} onChange={setQuantity} max={max} form={formId} />
          {/* One add button per variant: a new choice starts without the last one's error. */}
          <AddToBag
            key={selected.id}
            form={formId}
            action={addToBag}
            country={country}
            variantId={selected.id}
            quantity={amount}
            lang={lang}
            defaultLang={defaultLang}
            summary={selected.salePrice ?? selected.price}
          />
        </>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {status ? (
        <p className={styles.note} aria-hidden="true">
          {status}
        </p>
      ) : null}
    </div>
  );
}
