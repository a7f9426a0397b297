// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagAnswer } from '@/components/bag/bag-answer';
import { GiftWithPurchaseCard } from '@/components/bag/gift-with-purchase';
import type { GiftWithPurchase } from '@/contract';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import enBag from '@/locales/en/bag.json';
import thBag from '@/locales/th/bag.json';
import { answer, cart, line } from './fixtures';
import { ThaiBagProviders } from './thai-bag';

// The server action, the modal's only write: what it was posted and what it answers.
const selectGiftsWithForm = vi.hoisted(() =>
  vi.fn<(country: string, lang: string, form: FormData) => Promise<BagAnswer>>(),
);
vi.mock('@/components/bag/bag-actions', () => ({ selectGiftsWithForm }));

// jsdom has no <dialog> methods.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

const GIFT: GiftWithPurchase = {
  id: 4,
  title: 'ของขวัญ 2 ชิ้น',
  promoCode: null,
  brand: null,
  minimumSpend: { amount: 5000, currency: 'THB' },
  maxSelectable: 2,
  noOfSelected: 1,
  qualified: true,
  perk: null,
  items: [31, 32, 33].map((variantId) => ({
    variantId,
    name: `Gift ${variantId}`,
    brand: { id: 1, slug: 'b', name: 'B' },
    imageUrl: '/g.svg',
    // The first was chosen before it ran out: it stays chosen, its box disabled.
    available: variantId !== 31,
    selected: variantId === 31,
  })),
};

async function openModal(announce = vi.fn()) {
  render(
    <ThaiBagProviders>
      <GiftWithPurchaseCard gift={GIFT} country="th" lang="th" defaultLang="th" announce={announce} />
    </ThaiBagProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: thBag.gift.open }));
  return { user, announce, dialog: await screen.findByRole('dialog') };
}

describe('the gift with purchase’s modal, in Thai', () => {
  beforeEach(() => selectGiftsWithForm.mockReset());

  it('sends the gift and every gift chosen to its action, and says a refusal on the alert', async () => {
    selectGiftsWithForm.mockResolvedValue({ refused: { errorKey: 'bag:errors.gift_max_selectable' } });
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getAllByRole('checkbox')[1]!);
    await user.click(within(dialog).getByRole('button', { name: thBag.gift.save }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(thBag.errors.gift_max_selectable);
    expect(alert).not.toHaveTextContent(enBag.errors.gift_max_selectable);
    // The focus moves in an effect after the answer is drawn.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(selectGiftsWithForm).toHaveBeenCalledTimes(1);
    const [country, lang, posted] = selectGiftsWithForm.mock.calls[0]!;
    expect([country, lang, posted.get('gift'), posted.getAll('variantId'), posted.get(SCRIPTED_FIELD)]).toEqual([
      'th',
      'th',
      '4',
      ['31', '32'],
      '1',
    ]);
    // Still open, with the choice as it was.
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, true, false]);
  });

  it('closes on the bag the action answers, and announces it', async () => {
    selectGiftsWithForm.mockResolvedValue({ cart: answer(cart([line()], { giftsWithPurchase: [GIFT] })) });
    const { user, dialog, announce } = await openModal();
    await user.click(within(dialog).getByTestId('gwp-save'));
    await vi.waitFor(() => expect(announce).toHaveBeenCalledWith(thBag.gift.saved));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectGiftsWithForm.mock.calls[0]![2].getAll('variantId')).toEqual(['31']);
  });
});

describe("the gift with purchase's choice opened by the bag's address, in Thai", () => {
  beforeEach(() => selectGiftsWithForm.mockReset());

  it('stands in the card as a form its action takes without script, with the refusal the last post answered', async () => {
    render(
      <ThaiBagProviders>
        <GiftWithPurchaseCard
          gift={GIFT}
          country="th"
          lang="th"
          defaultLang="th"
          announce={vi.fn()}
          posted={{ open: GIFT.id, errorKey: 'bag:errors.gift_max_selectable' }}
        />
      </ThaiBagProviders>,
    );
    const card = screen.getByTestId('gwp');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('gwp-open')).not.toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent(thBag.errors.gift_max_selectable);
    // What a plain post sends: the gift, and every box ticked, the one that ran out included.
    const form = card.querySelector('form')!;
    expect([...new FormData(form).entries()]).toEqual([
      ['gift', '4'],
      ['variantId', '31'],
    ]);

    selectGiftsWithForm.mockResolvedValue({ cart: answer(cart([line()], { giftsWithPurchase: [GIFT] })) });
    const user = userEvent.setup();
    await user.click(within(card).getAllByRole('checkbox')[2]!);
    await user.click(within(card).getByRole('button', { name: thBag.gift.save }));
    // Saved: the choice leaves the card.
    await vi.waitFor(() => expect(card.querySelector('form')).toBeNull());
    expect(selectGiftsWithForm.mock.calls[0]![2].getAll('variantId')).toEqual(['31', '33']);
  });

  it("opens from its button in the modal once the page's script runs", async () => {
    const { dialog } = await openModal();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
