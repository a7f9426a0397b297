// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BagView } from '@/components/bag/bag-view';
import type { Cart, GiftWithPurchase } from '@/contract';
import { notifySession } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { gate } from '../api/msw';
import { API_BASE, answer, BagProviders, cart, line } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/cart' }));
// The promo form's server action runs for real, with the browser's API client (answered by MSW).
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no <dialog> methods.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

function serve(initial: Cart) {
  let current = initial;
  server.use(
    http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(current))),
    http.get(`${API_BASE()}/cart/samples`, () => HttpResponse.json({ data: { maxSelectable: 2, samples: [] } })),
    http.get(`${API_BASE()}/cart/offers`, () =>
      HttpResponse.json({
        data: {
          promos: [
            {
              code: 'SAVE20',
              details: '20% off',
              terms: '',
              minimumSpend: { amount: 8000, currency: 'SGD' },
              validUntil: null,
            },
          ],
          giftsWithPurchase: [],
        },
      }),
    ),
  );
  return {
    set: (next: Cart) => {
      current = next;
    },
  };
}

function renderBag() {
  render(
    <BagProviders>
      <BagView country="sg" lang="en" defaultLang="en" bnplProviders={['atome']} />
    </BagProviders>,
  );
}

describe('BagView', () => {
  it('asks a member whose session ended in another tab to sign in again, not that their bag is empty', async () => {
    const bag = serve(cart([line()]));
    const queryClient = makeQueryClient({ server: false });
    render(
      <BagProviders queryClient={queryClient}>
        <BagView country="sg" lang="en" defaultLang="en" bnplProviders={[]} />
      </BagProviders>,
    );
    expect(await screen.findByTestId('bag-line')).toBeInTheDocument();
    // Another tab signs out: the bag is read again, now as a guest's.
    bag.set(cart([]));
    act(() => notifySession('signed-out', 'ended'));
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText("You've been signed out")).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in?return_to=%2Fcart');
    expect(screen.queryByText('Your bag is empty')).not.toBeInTheDocument();

    // Signing in again (here or elsewhere) ends the prompt; a member who signs out here sees the
    // guest's bag as it is.
    act(() => notifySession('signed-in'));
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
    act(() => notifySession('signed-out'));
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.queryByText("You've been signed out")).not.toBeInTheDocument();
  });

  it('shows lines with their flags, the summary in the currency, free-shipping progress and BNPL', async () => {
    serve(
      cart([
        line({ quantity: 1, shade: { name: 'Peony', hexColor: '#e88' }, nonDiscountable: true }),
        line({
          id: 2,
          variantId: 12,
          name: 'Store Balm',
          clickAndCollectOnly: true,
          stockStatus: 'low_stock',
          inventory: 2,
        }),
      ]),
    );
    renderBag();
    const lines = await screen.findAllByTestId('bag-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByText('Shade: Peony')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('Not eligible for discounts')).toBeInTheDocument();
    expect(within(lines[1] as HTMLElement).getByText('Click and collect only')).toBeInTheDocument();
    expect(within(lines[1] as HTMLElement).getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByTestId('bag-total')).toHaveTextContent('S$60.00');
    expect(screen.getByTestId('free-shipping')).toHaveTextContent('You qualify for free shipping');
    expect(screen.getByTestId('bnpl')).toHaveTextContent('Or 4 interest-free payments of S$15.00 with Atome');
  });

  it('loads the pictures of the lines in the first screen at once and the others as they come near', async () => {
    serve(
      cart(
        [1, 2, 3, 4, 5].map((id) => line({ id, variantId: 10 + id, name: `Line ${id}`, imageUrl: `/media/${id}.svg` })),
      ),
    );
    renderBag();
    const lines = await screen.findAllByTestId('bag-line');
    const loading = lines.map((item) => item.querySelector('img')?.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(lines[0]?.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('puts the summary and checkout, with the total beside it, before samples and rewards', async () => {
    serve(cart([line({ quantity: 2 })]));
    render(
      <BagProviders>
        <BagView country="sg" lang="en" defaultLang="en" bnplProviders={[]} checkoutPath="/checkout" />
      </BagProviders>,
    );
    const checkout = await screen.findByTestId('checkout-link');
    const extras = screen.getByRole('tablist');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    // Document order is reading and focus order: lines, summary, checkout, then the extras.
    expect(summary.compareDocumentPosition(extras) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(checkout.compareDocumentPosition(extras) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The checkout bar of a phone shows the total next to the button.
    expect(checkout.parentElement).toHaveTextContent(screen.getByTestId('bag-total').textContent!);
  });

  it('sets an absolute quantity, stops at six or the stock left', async () => {
    const patches: unknown[] = [];
    const api = serve(cart([line({ quantity: 5 }), line({ id: 2, variantId: 12, name: 'Balm', inventory: 1 })]));
    server.use(
      http.patch(`${API_BASE()}/cart/line-items/1`, async ({ request }) => {
        patches.push(await request.json());
        const next = cart([line({ quantity: 6 }), line({ id: 2, variantId: 12, name: 'Balm', inventory: 1 })]);
        api.set(next);
        return HttpResponse.json(answer(next));
      }),
    );
    renderBag();
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Lip Mask' });
    await userEvent.click(increase);
    expect(patches).toEqual([{ quantity: 6 }]);
    await screen.findByText('Quantity of Lip Mask is now 6');
    expect(screen.getByRole('button', { name: 'Increase quantity of Lip Mask' })).toBeDisabled();
    expect(screen.getByText('Maximum 6 per item')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Increase quantity of Balm' })).toBeDisabled();
  });

  it('rolls a refused quantity back with a translated message and keeps every line', async () => {
    serve(cart([line({ quantity: 2 }), line({ id: 2, variantId: 12, name: 'Balm' })]));
    const refusal = gate();
    server.use(
      http.patch(`${API_BASE()}/cart/line-items/1`, async () => {
        await refusal.opened;
        return HttpResponse.json({ error: { code: 'brand_limit_reached', message: 'x' } }, { status: 422 });
      }),
    );
    renderBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Lip Mask' }));
    expect(screen.getAllByTestId('line-quantity')[0]).toHaveTextContent('3');
    refusal.open();
    expect(
      await screen.findByText('You have reached the maximum quantity of this brand per order'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('line-quantity')[0]).toHaveTextContent('2');
    expect(screen.getAllByTestId('bag-line')).toHaveLength(2);
  });

  it('shows a removing state, then the bag without the line', async () => {
    const api = serve(cart([line(), line({ id: 2, variantId: 12, name: 'Balm' })]));
    const removal = gate();
    server.use(
      http.delete(`${API_BASE()}/cart/line-items/2`, async () => {
        await removal.opened;
        const next = cart([line()]);
        api.set(next);
        return HttpResponse.json(answer(next));
      }),
    );
    renderBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Balm' }));
    expect(screen.getByRole('button', { name: 'Remove Balm' })).toHaveTextContent('Removing…');
    removal.open();
    await screen.findByText('Balm was removed from your bag');
    expect(screen.getAllByTestId('bag-line')).toHaveLength(1);
  });

  it('explains a refused promo code with its hint and keeps what was typed', async () => {
    serve(cart());
    const refusal = gate();
    server.use(
      http.post(`${API_BASE()}/cart/discount-coupon`, async () => {
        await refusal.opened;
        return HttpResponse.json(
          {
            error: {
              code: 'promotion_invalid',
              message: 'Sorry, the promotion is invalid.',
              details: { hint: 'minimum_order' },
            },
          },
          { status: 422 },
        );
      }),
    );
    renderBag();
    const input = await screen.findByLabelText('Promo code');
    await userEvent.type(input, 'SAVE20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('promo-apply')).toHaveTextContent('Applying…');
    refusal.open();
    const error = await screen.findByText('Sorry, the promotion is invalid.');
    expect(error.parentElement).toHaveTextContent("Your bag does not reach this code's minimum order.");
    expect(input).toHaveValue('SAVE20');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the country’s codes, each applied with one click', async () => {
    const api = serve(cart());
    server.use(
      http.post(`${API_BASE()}/cart/discount-coupon`, async ({ request }) => {
        expect(await request.json()).toEqual({ code: 'SAVE20' });
        const next = cart([line()], {
          promo: { code: 'SAVE20', details: '20% off', terms: '', minimumSpend: null, validUntil: null },
        });
        api.set(next);
        return HttpResponse.json(answer(next));
      }),
    );
    renderBag();
    await userEvent.click(await screen.findByText('Available offers'));
    expect(screen.getByText(/Minimum spend S\$80\.00/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use SAVE20' }));
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('SAVE20');
  });

  it('applies a valid code and shows it with its discount', async () => {
    const api = serve(cart());
    server.use(
      http.post(`${API_BASE()}/cart/discount-coupon`, async ({ request }) => {
        expect(await request.json()).toEqual({ code: 'WELCOME10' });
        const next = cart([line()], {
          promo: { code: 'WELCOME10', details: '10% off', terms: '', minimumSpend: null, validUntil: null },
        });
        api.set(next);
        return HttpResponse.json(answer(next));
      }),
    );
    renderBag();
    await userEvent.type(await screen.findByLabelText('Promo code'), ' WELCOME10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('promo-applied')).toHaveTextContent('WELCOME10');
    expect(screen.getByTestId('bag-status')).toHaveTextContent('Promo code WELCOME10 applied');
  });

  it('warns that removing a gift’s qualifying item removes the promo code', async () => {
    const gift: GiftWithPurchase = {
      id: 3,
      title: 'Laneige mini',
      promoCode: 'LANEIGE',
      brand: { id: 5, slug: 'laneige', name: 'Laneige' },
      minimumSpend: { amount: 0, currency: 'SGD' },
      maxSelectable: 1,
      noOfSelected: 0,
      qualified: true,
      perk: null,
      items: [],
    };
    const api = serve(
      cart([line()], {
        promo: { code: 'LANEIGE', details: 'Gift', terms: '', minimumSpend: null, validUntil: null },
        giftsWithPurchase: [gift],
      }),
    );
    let deleted = 0;
    server.use(
      http.delete(`${API_BASE()}/cart/line-items/1`, () => {
        deleted += 1;
        const next = cart([]);
        api.set(next);
        return HttpResponse.json(answer(next, [{ code: 'promo_removed', message: 'x' }]));
      }),
    );
    renderBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lip Mask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    expect(dialog).toHaveTextContent('Removing it will also remove the promo code LANEIGE.');
    expect(deleted).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove item and promo code' }));
    await waitFor(() => expect(deleted).toBe(1));
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
  });

  it('lets the gift modal pick no more than maxSelectable, with an updating state', async () => {
    const gift: GiftWithPurchase = {
      id: 4,
      title: 'Choose 2 free gifts',
      promoCode: null,
      brand: null,
      minimumSpend: { amount: 5000, currency: 'SGD' },
      maxSelectable: 2,
      noOfSelected: 0,
      qualified: true,
      perk: null,
      items: [31, 32, 33].map((variantId) => ({
        variantId,
        name: `Gift ${variantId}`,
        brand: { id: 1, slug: 'b', name: 'B' },
        imageUrl: '/g.svg',
        available: true,
        selected: false,
      })),
    };
    const api = serve(cart([line()], { giftsWithPurchase: [gift] }));
    const bodies: unknown[] = [];
    const saved = gate();
    server.use(
      http.post(`${API_BASE()}/multiple-gwps/4`, async ({ request }) => {
        bodies.push(await request.json());
        await saved.opened;
        const next = cart([line()], { giftsWithPurchase: [{ ...gift, noOfSelected: 2 }] });
        api.set(next);
        return HttpResponse.json(answer(next));
      }),
    );
    renderBag();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose gifts' }));
    const dialog = await screen.findByRole('dialog');
    const boxes = within(dialog).getAllByRole('checkbox');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    expect(within(dialog).getByTestId('gwp-count')).toHaveTextContent('2 of 2 selected · You can choose up to 2');
    expect(boxes[2]).toBeDisabled();
    await userEvent.click(within(dialog).getByTestId('gwp-save'));
    expect(within(dialog).getByTestId('gwp-save')).toHaveTextContent('Updating…');
    saved.open();
    await screen.findByText('Your gifts were updated');
    expect(bodies).toEqual([{ variantIds: [31, 32] }]);
  });

  it('prompts a guest to sign in for Beauty Pass rewards', async () => {
    serve(cart());
    renderBag();
    await userEvent.click(await screen.findByRole('tab', { name: 'Beauty Pass rewards' }));
    expect(screen.getByTestId('rewards-sign-in')).toHaveTextContent(
      'Sign in or register to redeem Beauty Pass rewards',
    );
  });
});
