// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useWatch } from 'react-hook-form';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useActionForm } from '@/components/forms/use-action-form';
import { PaymentChoices } from '@/components/checkout/payment-choices';
import { CardFields, EMPTY_CARD } from '@/components/ui/card-fields';
import { keepTickedBeforeScript } from '@/lib/forms/typed-before-script';
import type { CardField } from '@/contract/card';
import type { AnyTranslate } from '@/lib/i18n/config';

const action = async (state: null) => state;
const t = ((key: string) => key) as unknown as AnyTranslate;

/**
 * The card fields as the payment-failed page's retry holds them (controlled, without registering)
 * or, `registered`, as the checkout does (controlled and registered with its form).
 */
function Card({ registered = false }: { registered?: boolean }) {
  const form = useActionForm<typeof EMPTY_CARD, null>(action, null, { defaultValues: () => EMPTY_CARD });
  const values = useWatch({ control: form.control }) as typeof EMPTY_CARD;
  return (
    <form>
      <output>{values.cardNumber}</output>
      <CardFields
        values={{ ...EMPTY_CARD, ...values }}
        errors={{}}
        t={t}
        onChange={(name: CardField, value) => form.setValue(name, value)}
        {...(registered ? { register: (name: CardField) => form.register(name).ref } : {})}
      />
    </form>
  );
}

type Review = { title: string; body: string; agree: boolean; rating: string };

/** A form of the shared hook, its fields registered, the values watched above them (as the forms do). */
function RegisteredForm() {
  const form = useActionForm<Review, null>(action, null, {
    defaultValues: () => ({ title: '', body: '', agree: false, rating: '5' }),
  });
  const values = useWatch({ control: form.control });
  return (
    <form>
      <output>{`${values.title}|${values.body}|${values.rating}`}</output>
      <input aria-label="title" {...form.register('title')} />
      <textarea aria-label="body" {...form.register('body')} />
      <input type="checkbox" aria-label="agree" {...form.register('agree')} />
      {['5', '4', '3'].map((value) => (
        <input
          key={value}
          type="radio"
          aria-label={value}
          {...form.register('rating')}
          value={value}
          defaultChecked={value === '5'}
        />
      ))}
    </form>
  );
}

/** The payment choices as the checkout holds them: radio buttons the form controls itself. */
function ControlledChoices() {
  const form = useActionForm<{ method: string }, null>(action, null, { defaultValues: () => ({ method: 'card' }) });
  const method = useWatch({ control: form.control, name: 'method' });
  return (
    <form>
      <output>{method}</output>
      <PaymentChoices
        options={['card', 'promptpay_qr']}
        value={method}
        onChange={(option) => form.setValue('method', option)}
        t={t}
      />
    </form>
  );
}

/** A consent box the form keeps in its own state (the newsletter's, a review's recommendation). */
function ControlledBox() {
  const [checked, setChecked] = useState(false);
  return (
    <form>
      <output>{String(checked)}</output>
      <input
        ref={keepTickedBeforeScript(setChecked)}
        type="checkbox"
        aria-label="consent"
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
      />
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML, typed into (`typing` by field selector) before the script hydrates it. */
async function hydrateAfterTyping(ui: React.ReactElement, typing: Record<string, string>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  for (const [selector, text] of Object.entries(typing)) {
    const field = container.querySelector(selector) as HTMLInputElement;
    // A radio button is chosen (`text` is its value) or a box ticked, a text field typed into.
    if (field.type === 'radio' || field.type === 'checkbox') field.checked = true;
    else field.value = text;
  }
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  return container;
}

describe('text typed before the page has its script', () => {
  it("is the card form's, formatted, as if typed after: the payment-failed page's retry", async () => {
    const page = await hydrateAfterTyping(<Card />, {
      'input[autocomplete=cc-number]': '4242424242424242',
      'input[autocomplete=cc-exp]': '1239',
    });
    expect(page.querySelector<HTMLInputElement>('input[autocomplete=cc-number]')!.value).toBe('4242 4242 4242 4242');
    expect(page.querySelector<HTMLInputElement>('input[autocomplete=cc-exp]')!.value).toBe('12/39');
    expect(page.querySelector<HTMLInputElement>('input[autocomplete=cc-csc]')!.value).toBe('');
    // The form holds it too, so it is what a press of Pay again sends.
    expect(page.querySelector('output')!.textContent).toBe('4242 4242 4242 4242');
  });

  it("is a registered field's, and a radio chosen its group's: the shared form hook keeps them in the fields and its watchers", async () => {
    const page = await hydrateAfterTyping(<RegisteredForm />, {
      'input[aria-label=title]': 'Holy grail',
      'textarea[aria-label=body]': 'Lasts all day.',
      'input[aria-label="4"]': '4',
    });
    expect(page.querySelector<HTMLInputElement>('input[aria-label=title]')!.value).toBe('Holy grail');
    expect(page.querySelector<HTMLTextAreaElement>('textarea')!.value).toBe('Lasts all day.');
    expect(page.querySelector('output')!.textContent).toBe('Holy grail|Lasts all day.|4');
    expect(page.querySelector<HTMLInputElement>('input[aria-label="4"]')!.checked).toBe(true);
    expect(page.querySelector<HTMLInputElement>('input[aria-label="5"]')!.checked).toBe(false);
  });

  it('is left alone where nothing was typed, and a field drawn by the script starts from the form', async () => {
    const page = await hydrateAfterTyping(<RegisteredForm />, {});
    expect(page.querySelector<HTMLInputElement>('input[aria-label=title]')!.value).toBe('');
    expect(page.querySelector('output')!.textContent).toBe('||5');
    expect(page.querySelector<HTMLInputElement>('input[aria-label="5"]')!.checked).toBe(true);
  });

  it("is the checkout's card, formatted, where the form also registers the fields", async () => {
    const page = await hydrateAfterTyping(<Card registered />, { 'input[autocomplete=cc-number]': '4242424242424242' });
    expect(page.querySelector<HTMLInputElement>('input[autocomplete=cc-number]')!.value).toBe('4242 4242 4242 4242');
    expect(page.querySelector('output')!.textContent).toBe('4242 4242 4242 4242');
  });

  it("is the checkout's choice among radio buttons the form controls itself", async () => {
    const page = await hydrateAfterTyping(<ControlledChoices />, { 'input[value=promptpay_qr]': 'promptpay_qr' });
    expect(page.querySelector<HTMLInputElement>('input[value=promptpay_qr]')!.checked).toBe(true);
    expect(page.querySelector<HTMLInputElement>('input[value=card]')!.checked).toBe(false);
    expect(page.querySelector('output')!.textContent).toBe('promptpay_qr');
  });

  it('is a box ticked that the form keeps in its own state', async () => {
    const page = await hydrateAfterTyping(<ControlledBox />, { 'input[aria-label=consent]': 'on' });
    expect(page.querySelector<HTMLInputElement>('input[aria-label=consent]')!.checked).toBe(true);
    expect(page.querySelector('output')!.textContent).toBe('true');
  });
});
