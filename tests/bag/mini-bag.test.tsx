// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BagEntry } from '@/components/bag/bag-entry';
import { API_BASE, answer, BagProviders, cart, line } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'device-id=; path=/; max-age=0';
});
afterAll(() => server.close());

beforeEach(() => {
  document.cookie = 'device-id=0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9; path=/';
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('mini-bag', () => {
  it('opens as a dialog with every line, its quantity, the subtotal, checkout and the bag', async () => {
    const lines = [1, 2, 3, 4].map((id) => line({ id, variantId: 10 + id, name: `Balm ${id}`, quantity: id }));
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => HttpResponse.json({ data: { itemsCount: 10 } })),
      http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(cart(lines)))),
    );
    render(
      <BagProviders>
        <BagEntry lang="en" defaultLang="en" />
      </BagProviders>,
    );
    const trigger = await screen.findByRole('button', { name: 'Bag, 10 items' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Your bag' });
    const rows = await within(dialog).findAllByTestId('mini-bag-line');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('Balm 4');
    expect(rows[3]).toHaveTextContent('Quantity 4');
    expect(within(dialog).getByTestId('mini-bag-subtotal')).toHaveTextContent(/^S\$\d/);
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(within(dialog).getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/cart');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close bag' }));
    expect(screen.queryByTestId('mini-bag-line')).toBeNull();
  });

  it('offers no checkout for an empty bag', async () => {
    server.use(
      http.get(`${API_BASE()}/cart/items-count`, () => HttpResponse.json({ data: { itemsCount: 0 } })),
      http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(cart([])))),
    );
    render(
      <BagProviders>
        <BagEntry lang="en" defaultLang="en" />
      </BagProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Bag/ }));
    const dialog = screen.getByRole('dialog', { name: 'Your bag' });
    expect(await within(dialog).findByText('Your bag is empty')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'View bag' })).toBeInTheDocument();
  });
});
