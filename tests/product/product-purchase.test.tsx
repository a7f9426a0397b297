// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToBagWithForm } from '@/components/bag/bag-actions';
import { ProductPurchase } from '@/components/product/product-purchase';
import { MAX_QUANTITY, listKindFor, type PurchaseVariant } from '@/components/product/purchase-variant';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { GalleryMainImage } from '@/components/product/gallery-image';
import bag from '@/locales/en/bag.json';
import errors from '@/locales/en/errors.json';
import product from '@/locales/en/product.json';
import { ACCOUNT, API_BASE, Providers } from '../catalogue/providers';

// The add action runs for real, with the browser's API client (answered by MSW).
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => window.location.pathname }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => push.mockReset());
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  document.cookie = 'jwt-data=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const variant = (over: Partial<PurchaseVariant>): PurchaseVariant => ({
  id: 1,
  name: 'Peony',
  kind: 'shade',
  hexColor: '#e88',
  imageUrl: '/v.svg',
  price: 'S$30.00',
  salePrice: null,
  stockState: 'in_stock',
  stockQuantity: null,
  waitlistable: false,
  ...over,
});

const SHADES = [
  variant({ id: 1, name: 'Peony' }),
  variant({ id: 2, name: 'Coral', stockState: 'low_stock', stockQuantity: 2, salePrice: 'S$24.00' }),
  variant({ id: 3, name: 'Berry', stockState: 'out_of_stock', waitlistable: true }),
  variant({ id: 4, name: 'Nude', stockState: 'coming_soon' }),
];

function renderPurchase(variants = SHADES) {
  render(
    <Providers resources={{ product, bag, errors }}>
      <ProductPurchase
        product="lip"
        country="sg"
        addToBag={addToBagWithForm}
        variants={variants}
        lang="en"
        defaultLang="en"
        labels={{ sale: 'Sale price', regular: 'Regular price' }}
      />
    </Providers>,
  );
}

describe('shade picker', () => {
  it('names the chosen shade in the address and shows its picture in the gallery', async () => {
    window.history.replaceState(null, '', '/products/lip?language=th#reviews');
    render(
      <Providers resources={{ product, bag, errors }}>
        <GalleryMainImage product="lip" src="/product-1.svg" alt="Lip" />
        <ProductPurchase
          product="lip"
          country="sg"
          addToBag={addToBagWithForm}
          variants={[
            variant({ id: 1, name: 'Peony', imageUrl: '/v1.svg' }),
            variant({ id: 2, name: 'Coral', imageUrl: '/v2.svg' }),
          ]}
          lang="th"
          defaultLang="en"
          labels={{ sale: 'Sale price', regular: 'Regular price' }}
        />
      </Providers>,
    );
    expect(screen.getByRole('img', { name: 'Lip' })).toHaveAttribute('src', '/product-1.svg');
    await userEvent.click(screen.getByRole('radio', { name: 'Coral' }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/products/lip?language=th&shade=2#reviews',
    );
    expect(screen.getByRole('img', { name: 'Lip' })).toHaveAttribute('src', '/v2.svg');
  });

  it('opens on the shade a shared link names, and ignores one the product does not have', async () => {
    window.history.replaceState(null, '', '/products/lip?shade=2');
    renderPurchase();
    expect(await screen.findByRole('group', { name: 'Shade: Coral' })).toBeInTheDocument();
    cleanup();
    window.history.replaceState(null, '', '/products/lip?shade=99');
    renderPurchase();
    expect(screen.getByRole('group', { name: 'Shade: Peony' })).toBeInTheDocument();
  });

  it('selects a shade with the mouse or the arrow keys and shows its price and stock', async () => {
    renderPurchase();
    const group = screen.getByRole('radiogroup', { name: 'Shade' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Shade: Peony' })).toBeInTheDocument();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('In stock');

    await userEvent.click(screen.getByRole('radio', { name: 'Coral' }));
    expect(screen.getByRole('group', { name: 'Shade: Coral' })).toBeInTheDocument();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Low stock: only 2 left');
    expect(screen.getByTestId('variant-price')).toHaveTextContent('Sale price S$24.00 Regular price S$30.00');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Berry' })).toBeChecked();
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Out of stock');
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Quantity')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Nude' }));
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Coming soon');
    expect(screen.getByRole('button', { name: 'Remind me' })).toBeInTheDocument();
  });

  it('sends a guest who joins the waitlist to sign in and back', async () => {
    window.history.replaceState(null, '', '/products/lip?language=zh');
    renderPurchase([variant({ id: 3, name: 'Berry', stockState: 'out_of_stock', waitlistable: true })]);
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(push).toHaveBeenCalledWith('/sign_in?return_to=%2Fproducts%2Flip%3Flanguage%3Dzh');
  });

  it('puts a guest on the waitlist for the shade they chose once they are back from signing in', async () => {
    window.history.replaceState(null, '', '/products/lip');
    sessionStorage.clear();
    renderPurchase();
    await userEvent.click(screen.getByRole('radio', { name: 'Berry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    // Back to the shade they chose, named in the address.
    expect(push).toHaveBeenCalledWith('/sign_in?return_to=%2Fproducts%2Flip%3Fshade%3D3');
    cleanup();

    document.cookie = 'jwt-data=h.p; path=/';
    const patches: unknown[] = [];
    let listed: number[] = [];
    server.use(
      http.get(`${API_BASE()}/account`, () => HttpResponse.json(ACCOUNT)),
      http.get(`${API_BASE()}/waitlist`, () => HttpResponse.json({ data: { variantIds: listed } })),
      http.patch(`${API_BASE()}/waitlist`, async ({ request }) => {
        patches.push(await request.json());
        listed = [3];
        return HttpResponse.json({ data: { variantIds: listed } });
      }),
    );
    renderPurchase();
    expect(await screen.findByRole('button', { name: 'Leave the waitlist' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Berry' })).toBeChecked();
    expect(patches).toEqual([{ variantId: 3, action: 'add' }]);
  });

  it('puts a member on the waitlist and says so', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const patches: unknown[] = [];
    let listReads = 0;
    server.use(
      http.get(`${API_BASE()}/account`, () => HttpResponse.json(ACCOUNT)),
      http.get(`${API_BASE()}/waitlist`, () => {
        listReads += 1;
        return HttpResponse.json({ data: { variantIds: [] } });
      }),
      http.patch(`${API_BASE()}/waitlist`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ data: { variantIds: [3] } });
      }),
    );
    renderPurchase([variant({ id: 3, name: 'Berry', stockState: 'out_of_stock', waitlistable: true })]);
    const button = await screen.findByRole('button', { name: 'Join the waitlist' });
    // The member is known once their waitlist has been read (it is read only for members).
    await vi.waitFor(() => expect(listReads).toBe(1));
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
    expect(patches).toEqual([{ variantId: 3, action: 'add' }]);
    expect(screen.getByRole('status')).toHaveTextContent("We'll email you when it's back in stock.");
  });

  it('knows which list a variant can go on', () => {
    expect(listKindFor({ stockState: 'out_of_stock', waitlistable: true })).toBe('waitlist');
    // An out-of-stock variant can never be added: the shopper can only ask to hear when it is back.
    expect(listKindFor({ stockState: 'out_of_stock', waitlistable: false })).toBe('waitlist');
    expect(listKindFor({ stockState: 'coming_soon', waitlistable: false })).toBe('reminder');
    expect(listKindFor({ stockState: 'in_stock', waitlistable: true })).toBeNull();
  });
});

describe('what can be bought', () => {
  it('never offers an out-of-stock shade to the bag, whether or not it was flagged for the waitlist', async () => {
    renderPurchase([
      variant({ id: 1, name: 'Peony' }),
      variant({ id: 5, name: 'Plum', stockState: 'out_of_stock', waitlistable: false }),
    ]);
    expect(screen.getByTestId('add-to-bag')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Plum' }));
    expect(screen.queryByTestId('add-to-bag')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument();
  });

  it('lets the quantity go no higher than the stock left, also after choosing another shade', async () => {
    renderPurchase();
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 8; i += 1) if (!(more as HTMLButtonElement).disabled) await userEvent.click(more);
    expect(screen.getByLabelText('Quantity')).toHaveValue(6);
    await userEvent.click(screen.getByRole('radio', { name: 'Coral' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue(2);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByText('Only 2 left, so you can add up to 2.')).toBeInTheDocument();
  });

  it('forgets a refused add once another shade is chosen', async () => {
    server.use(
      http.get(`${API_BASE()}/cart`, () => HttpResponse.json({ data: null })),
      http.post(`${API_BASE()}/cart/line-items`, () =>
        HttpResponse.json({ error: { code: 'out_of_stock', message: 'Out of stock' } }, { status: 409 }),
      ),
    );
    renderPurchase();
    await userEvent.click(screen.getByTestId('add-to-bag'));
    await vi.waitFor(() => expect(screen.getByTestId('add-to-bag')).toHaveTextContent('Try again'));
    expect(screen.getByTestId('add-to-bag').closest('form')?.nextElementSibling).not.toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('radio', { name: 'Coral' }));
    expect(screen.getByTestId('add-to-bag')).toHaveTextContent('Add to bag');
    expect(screen.getByTestId('add-to-bag').closest('form')?.nextElementSibling).toBeEmptyDOMElement();
  });
});

describe('quantity', () => {
  function Harness() {
    const [value, setValue] = useState(1);
    return <QuantityStepper value={value} onChange={setValue} />;
  }

  it('goes from 1 up to 6 and no further, and not below 1', async () => {
    render(
      <Providers>
        <Harness />
      </Providers>,
    );
    const input = screen.getByLabelText('Quantity');
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    const less = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(less).toBeDisabled();
    for (let i = 0; i < 8; i += 1) if (!(more as HTMLButtonElement).disabled) await userEvent.click(more);
    expect(input).toHaveValue(MAX_QUANTITY);
    expect(more).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    expect(input).toHaveValue(6);
    await userEvent.click(less);
    expect(input).toHaveValue(5);
    expect(screen.getByText('You can add up to 6 of this item.')).toBeInTheDocument();
  });
});
