// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddToBagFormState } from '@/components/bag/bag-actions';
import { AddToBag } from '@/components/bag/add-to-bag';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import enBag from '@/locales/en/bag.json';
import thBag from '@/locales/th/bag.json';
import thErrors from '@/locales/th/errors.json';
import { answer, cart, line } from './fixtures';
import { ThaiBagProviders } from './thai-bag';

// The server action, the button's only write: what it was posted and what it answers.
const addToBagWithForm = vi.hoisted(() =>
  vi.fn<(country: string, lang: string, previous: AddToBagFormState, form: FormData) => Promise<AddToBagFormState>>(),
);
vi.mock('@/components/bag/bag-actions', () => ({ addToBagWithForm }));

function renderButton() {
  render(
    <ThaiBagProviders>
      <AddToBag
        form="add"
        action={addToBagWithForm}
        country="th"
        variantId={11}
        quantity={2}
        lang="th"
        defaultLang="th"
      />
    </ThaiBagProviders>,
  );
  return userEvent.setup();
}

describe('add to bag, in Thai', () => {
  beforeEach(() => addToBagWithForm.mockReset());

  it('sends its attempt to the action and announces a refusal beside the button, which keeps the focus', async () => {
    addToBagWithForm.mockResolvedValue({ refused: { errorKey: 'bag:errors.max_quantity', retry: false } });
    const user = renderButton();
    const button = screen.getByRole('button', { name: thBag.add.button });
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(thBag.errors.max_quantity);
    expect(screen.getByRole('status')).not.toHaveTextContent(enBag.errors.max_quantity);
    expect(screen.getByRole('button', { name: thBag.add.button })).toHaveFocus();
    expect(addToBagWithForm).toHaveBeenCalledTimes(1);
    const [country, lang, , posted] = addToBagWithForm.mock.calls[0]!;
    expect([country, lang, posted.get('variantId'), posted.get('quantity'), posted.get(SCRIPTED_FIELD)]).toEqual([
      'th',
      'th',
      '11',
      '2',
      '1',
    ]);
    expect(posted.get('key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('offers the same attempt again after a transient refusal, then says it was added', async () => {
    addToBagWithForm
      .mockResolvedValueOnce({ refused: { errorKey: 'errors:unavailable', retry: true } })
      .mockResolvedValueOnce({ cart: answer(cart([line({ quantity: 2 })])) });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: thBag.add.button }));
    expect(await screen.findByRole('status')).toHaveTextContent(thErrors.unavailable);
    const retry = screen.getByRole('button', { name: thBag.add.retry });
    expect(retry).toHaveFocus();
    await user.click(retry);
    expect(await screen.findByText(thBag.add.added_other.replace('{{count}}', '2'))).toBeInTheDocument();
    const [first, second] = addToBagWithForm.mock.calls.map((call) => call[3].get('key'));
    expect(second).toBe(first);
  });
});
