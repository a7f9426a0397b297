'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { rememberCardHolder } from '@/components/orders/card-holder';
import { useApiClient } from '@/components/data/api-client';
import { boundAction } from '@/components/forms/bound-action';
import { useActionForm } from '@/components/forms/use-action-form';
import type { Cart } from '@/contract';
import { CARD_FIELDS } from '@/contract/card';
import type { CreateOrderRequest, SavedAddress } from '@/contract/orders';
import { trackCommerce } from '@/lib/analytics/data-layer';
import { invalidateBag, newIdempotencyKey } from '@/lib/api/bag';
import { orderListQueryOptions, orderQueryOptions } from '@/lib/api/orders';
import { withLanguage } from '@/lib/routing/language-query';
import { tomorrow, type CountryCode, type Language } from '@/lib/site';
import { orderPath } from '@/components/orders/order-status';
import { placeOrderWithForm } from './checkout-actions';
import { checkoutErrorsFrom, type CheckoutFormState } from './checkout-form';
import { commerceLines, memberContact } from './checkout-helpers';
import { checkoutSchema, EMPTY_VALUES, FIELD_ORDER, savedAddressValues, type CheckoutValues } from './checkout-state';

interface CheckoutFormOptions {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  callingCode: string;
  /** The payment choices; the first is chosen to start with. */
  options: readonly string[];
  guest: boolean;
  cart: Cart | undefined;
  profile: Parameters<typeof memberContact>[0];
  saved: readonly SavedAddress[] | undefined;
}

/**
 * The checkout form: its server action (`placeOrderWithForm`) is the only write, reached by a plain
 * post too; with the script the fields are checked first with the same schema. One attempt is one
 * idempotency key: a double press or a retry of the same values sends the same key, and the API
 * answers with the same order. An answered order is the page's and the member's list's at once,
 * the card's details leave the form, and the shopper goes to the order.
 */
export function useCheckoutForm({
  country,
  lang,
  defaultLang,
  callingCode,
  options,
  guest,
  cart,
  profile,
  saved,
}: CheckoutFormOptions) {
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const earliest = useMemo(() => tomorrow(), []);
  const collectOnly = cart?.lineItems.some((line) => line.clickAndCollectOnly) ?? false;
  // A gift card that pays the whole total (as the bag is priced for delivery) leaves nothing to pay by card.
  const paidInFull = cart?.costSummary.total.amount === 0 && cart.costSummary.giftCardAmount.amount > 0;
  const resolver = useMemo(
    () => zodResolver(checkoutSchema({ country, callingCode, earliest, collectOnly, guest, paidInFull })),
    [country, callingCode, earliest, collectOnly, guest, paidInFull],
  );
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const action = boundAction(placeOrderWithForm, country, lang);
  const form = useActionForm<CheckoutValues, CheckoutFormState, CreateOrderRequest>(
    action,
    {},
    {
      resolver,
      errorsFrom: checkoutErrorsFrom,
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
      // The last used address is in the form from the first paint; a post refused without the
      // script comes back with what was typed.
      defaultValues: (posted) => ({
        ...EMPTY_VALUES,
        ...memberContact(profile, callingCode),
        ...savedAddressValues(saved?.[0]),
        method: options[0] ?? 'card',
        ...posted.values,
      }),
      onInvalid: (found: FieldErrors<CheckoutValues>) => {
        const first = FIELD_ORDER.find((name) => found[name]);
        if (!first) return;
        form.setFocus(first);
        // In the middle of the screen, clear of the phone's bar at its foot, with its label above it.
        const field = document.activeElement;
        if (field instanceof HTMLElement && field !== document.body) field.scrollIntoView?.({ block: 'center' });
      },
      // Same body as the last unanswered attempt → same key; a changed form is a new attempt.
      prepare: (data, body) => {
        const serialized = JSON.stringify(body);
        if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
        data.set('key', attempt.current.key);
      },
    },
  );
  const { state, pending, getValues, setValue } = form;

  const handled = useRef<CheckoutFormState>(state);
  useEffect(() => {
    const order = state.order;
    if (handled.current === state || !order) return;
    handled.current = state;
    // The card's number, expiry and code leave the page with the order: none stays mounted (or in
    // memory) while the router keeps this page around. Only the name on the card is kept, for
    // paying the order again if the card is declined.
    if (order.payment.method === 'card') rememberCardHolder(order.id, getValues('cardHolder'));
    for (const name of CARD_FIELDS) setValue(name, '');
    queryClient.setQueryData(orderQueryOptions(client, order.id).queryKey, order);
    if (!guest) void queryClient.invalidateQueries({ queryKey: orderListQueryOptions(client).queryKey, exact: true });
    if (cart)
      trackCommerce('purchase', commerceLines(cart.lineItems), {
        value: order.payment.amount,
        transactionId: order.number,
      });
    invalidateBag(queryClient);
    router.push(withLanguage(orderPath(order), lang, defaultLang));
  }, [state, cart, client, queryClient, guest, router, lang, defaultLang, getValues, setValue]);

  const placed = Boolean(state.order);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second press while the order is on its way, or once it is placed, sends nothing more.
    if (pending || placed) {
      event.preventDefault();
      return;
    }
    form.onSubmit(event);
  };
  return { ...form, onSubmit, earliest, collectOnly, paidInFull, placed };
}
