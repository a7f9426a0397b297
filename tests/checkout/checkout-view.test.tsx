// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '@/contract';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { createApiClient, notifySession } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { queryKeys } from '@/lib/api/query-keys';
import { ApiClientProvider } from '@/components/data/api-client';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { CHECKOUT_MESSAGES } from '@/components/checkout/messages';
import checkout from '@/locales/en/checkout.json';
import thCheckout from '@/locales/th/checkout.json';
import { pickMessages } from '@/lib/i18n/server';
import { hasSessionCookie } from '../account/browser-action-api';
import { gate } from '../api/msw';
import { answer, API_BASE, cart, line } from '../bag/fixtures';
import { ORDER } from './order-fixture';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/checkout' }));
// The order's server action runs for real, with the browser's API client (answered by MSW), for a
// member unless a test says otherwise, and without a fraud token.
vi.mock('@/lib/api/server', () => import('../account/browser-action-api'));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

// A member without kept addresses unless a test says otherwise.
const server = setupServer(http.get(`${API_BASE()}/account/addresses`, () => HttpResponse.json({ data: [] })));
// What the page hands the checkout: only the strings its messages list picks.
const messages = {} as Record<'en' | 'th', Awaited<ReturnType<typeof pickMessages>>>;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  messages.en = await pickMessages('en', CHECKOUT_MESSAGES);
  messages.th = await pickMessages('th', CHECKOUT_MESSAGES);
});
beforeEach(() => {
  push.mockReset();
  vi.mocked(hasSessionCookie).mockResolvedValue(true);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function Providers({ children, member = false, th = false }: { children: ReactNode; member?: boolean; th?: boolean }) {
  const queryClient = makeQueryClient({ server: false });
  if (member) {
    // A member's page arrives with the account and profile handed over by the server.
    queryClient.setQueryData(queryKeys.account(), { id: 1 });
    queryClient.setQueryData(queryKeys.user(), {
      id: 1,
      firstName: 'Wren',
      lastName: 'Tan',
      email: 'white@demo.halcyonbeauty.test',
      mobile: { callingCode: '65', phoneNumber: '91234501' },
      dateOfBirth: null,
      marketingConsent: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient(th ? { country: 'th', lang: 'th' } : { country: 'sg', lang: 'en' })}>
        <TranslationsProvider lang={th ? 'th' : 'en'} resources={th ? messages.th : messages.en}>
          {children}
        </TranslationsProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const ORCHARD = { slug: 'sg-orchard', name: 'Orchard', address: '2 Orchard Turn' };

/** The checkout in Singapore, reading the bag from whatever handler the test set. */
function renderView({
  member = false,
  bnplProviders = ['atome' as const],
  stores = [ORCHARD],
  guest = null as { signInHref: string } | null,
} = {}) {
  render(
    <Providers member={member}>
      <CheckoutView
        country="sg"
        lang="en"
        defaultLang="en"
        callingCode="65"
        methods={['card']}
        bnplProviders={bnplProviders}
        stores={stores}
        guest={guest}
      />
    </Providers>,
  );
}

function renderCheckout(lines = [line()], { member = false, saved = [] as SavedAddress[] } = {}) {
  server.use(
    http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(cart(lines)))),
    http.get(`${API_BASE()}/account/addresses`, () => HttpResponse.json({ data: saved })),
  );
  renderView({ member });
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Full name'), 'Wren Tan');
  await userEvent.type(screen.getByLabelText('Address'), '1 Orchard Road');
  await userEvent.type(screen.getByLabelText('City'), 'Singapore');
  await userEvent.type(screen.getByLabelText('Postal code'), '238801');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9123 4501');
  await fillCard();
}

async function fillCard() {
  await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
  await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '1239');
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Wren Tan');
}

describe('CheckoutView', () => {
  it("takes a guest's e-mail address first, checks it, and orders with it", async () => {
    const posts: unknown[] = [];
    let addressesAsked = false;
    server.use(
      http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(cart([line()])))),
      http.get(`${API_BASE()}/account/addresses`, () => {
        addressesAsked = true;
        return HttpResponse.json({ data: [] });
      }),
      http.post(`${API_BASE()}/orders`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ data: { ...ORDER, guestEmail: 'mei@example.test' } }, { status: 201 });
      }),
    );
    vi.mocked(hasSessionCookie).mockResolvedValue(false);
    renderView({ guest: { signInHref: '/sign_in?return_to=%2Fcheckout' } });
    await screen.findByTestId('place-order');
    expect(screen.getByRole('link', { name: checkout.guest.signIn })).toHaveAttribute(
      'href',
      '/sign_in?return_to=%2Fcheckout',
    );
    // A guest keeps no addresses: there is nothing to offer or to save.
    expect(screen.queryByLabelText(checkout.address.save)).toBeNull();
    const email = screen.getByLabelText(checkout.guest.email);
    await userEvent.type(email, 'mei@example');
    await fillValid();
    await userEvent.click(screen.getByTestId('place-order'));
    expect(email).toHaveAccessibleDescription(`${checkout.validation.email} ${checkout.guest.emailHint}`);
    expect(email).toHaveFocus();
    expect(posts).toEqual([]);

    await userEvent.type(email, '.test');
    await userEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/orders/41/confirmation'));
    expect(posts).toEqual([expect.objectContaining({ email: 'mei@example.test' })]);
    expect(posts[0]).not.toHaveProperty('saveAddress');
    expect(addressesAsked).toBe(false);
  });

  it("offers the member's kept addresses: the last used fills the form, another one or a new one on a tap", async () => {
    const kept = (id: number, line1: string, line2 = ''): SavedAddress => ({
      id,
      line1,
      line2,
      city: 'Singapore',
      postalCode: '238801',
      lastUsedAt: '2026-11-20T08:00:00.000Z',
    });
    const posts: unknown[] = [];
    server.use(
      http.post(`${API_BASE()}/orders`, async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ data: ORDER }, { status: 201 });
      }),
    );
    renderCheckout([line()], { saved: [kept(2, '10 Anson Road', '#12-01'), kept(1, '1 Orchard Road')] });
    const choices = await screen.findByRole('group', { name: 'Deliver to' });
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('10 Anson Road'));
    expect(screen.getByLabelText('Apartment, unit, floor (optional)')).toHaveValue('#12-01');
    expect(within(choices).getByRole('radio', { name: '10 Anson Road, #12-01, Singapore 238801' })).toBeChecked();

    await userEvent.click(within(choices).getByRole('radio', { name: '1 Orchard Road, Singapore 238801' }));
    expect(screen.getByLabelText('Address')).toHaveValue('1 Orchard Road');
    expect(screen.getByLabelText('Apartment, unit, floor (optional)')).toHaveValue('');

    await userEvent.click(within(choices).getByRole('radio', { name: 'A new address' }));
    expect(screen.getByLabelText('Address')).toHaveValue('');
    expect(screen.getByLabelText('Address')).toHaveFocus();
    // Typing a kept address picks it again.
    await userEvent.type(screen.getByLabelText('Address'), '1 Orchard Road');
    await userEvent.type(screen.getByLabelText('City'), 'Singapore');
    await userEvent.type(screen.getByLabelText('Postal code'), '238801');
    expect(within(choices).getByRole('radio', { name: '1 Orchard Road, Singapore 238801' })).toBeChecked();

    // Unticked, the address is not kept.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address for next time' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Wren Tan');
    await userEvent.type(screen.getByLabelText('Mobile number'), '9123 4501');
    await fillCard();
    await userEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ saveAddress: false, delivery: { address: { line1: '1 Orchard Road' } } });
  });

  it('validates every field, focuses the first wrong one and keeps what was typed', async () => {
    renderCheckout();
    await screen.findByTestId('place-order');
    expect(screen.getByText('+65')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Full name'), 'Wren Tan');
    await userEvent.type(screen.getByLabelText('Mobile number'), '12');
    await userEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Address')).toHaveFocus();
    expect(screen.getByLabelText('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Required field');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'Invalid phone number. Enter a mobile number such as 91234567',
    );
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Required field');
    expect(screen.getByLabelText('Full name')).toHaveValue('Wren Tan');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('12');
  });

  it('is a form the browser posts, so a submit before the script runs puts no address or card in the URL', async () => {
    renderCheckout();
    const form = (await screen.findByTestId('place-order')).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('name');
  });

  it('asks for a store, a date from tomorrow and a time for click and collect', async () => {
    renderCheckout();
    await userEvent.click(await screen.findByLabelText(/Click and collect/));
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByLabelText('Store')).toHaveAccessibleDescription('Choose a store');
    expect(screen.getByLabelText('Pickup date')).toHaveAccessibleDescription('Choose a pickup date from tomorrow on');
    expect(screen.getByLabelText('Pickup time')).toHaveAccessibleDescription('Choose a pickup time');
  });

  it('shows the total of the delivery chosen, priced by the API, and each line’s shade or size', async () => {
    const unitPrice = { amount: 1200, currency: 'SGD' };
    const lines = [line({ unitPrice }), line({ id: 2, unitPrice, shade: { name: 'Rosewood', hexColor: '#a0525a' } })];
    const bag = cart(lines);
    const collected = cart(lines, {
      costSummary: { ...bag.costSummary, shipping: { amount: 0, currency: 'SGD' }, total: bag.costSummary.subtotal },
    });
    const pricing = gate();
    server.use(
      http.get(`${API_BASE()}/cart`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('delivery') !== 'click_and_collect')
          return HttpResponse.json(answer(bag));
        await pricing.opened;
        return HttpResponse.json(answer(collected));
      }),
    );
    renderView({ bnplProviders: [] });
    const total = await screen.findByTestId('bag-total');
    expect(total).toHaveTextContent(/^S\$\d/);
    expect(total.textContent).not.toBe(screen.getAllByRole('definition')[0]?.textContent);
    const variants = screen.getAllByTestId('line-variant').map((variant) => variant.textContent);
    expect(variants).toEqual(['Size: 20 g', 'Shade: Rosewood']);

    // Until the API has priced the bag for collection, no total is shown rather than a wrong one.
    await userEvent.click(screen.getByLabelText(/Click and collect/));
    expect(screen.queryByTestId('bag-total')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-summary-pending')).toHaveAttribute('aria-busy', 'true');
    pricing.open();
    const collectedTotal = await screen.findByTestId('bag-total');
    expect(collectedTotal.textContent).toBe(screen.getAllByRole('definition')[0]?.textContent);
    expect(screen.getByTestId('cost-summary')).toHaveTextContent('ShippingFree');

    // Back to delivery: the bag's own price again, at once.
    await userEvent.click(screen.getByLabelText('Home delivery'));
    expect(screen.getByTestId('bag-total').textContent).toBe(total.textContent);
  });

  it('asks a member whose session ended elsewhere to sign in again, and says when the bag cannot be read', async () => {
    let refuse = true;
    server.use(
      http.get(`${API_BASE()}/cart`, () =>
        refuse
          ? HttpResponse.json(
              { code: 'forbidden', message: 'You are not authorized to perform this action' },
              { status: 403 },
            )
          : HttpResponse.json(answer(cart([line()]))),
      ),
    );
    renderView({ bnplProviders: [], stores: [] });
    // Not a grey page with no word: what went wrong, and a way to try again.
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your bag.");
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('place-order')).toBeInTheDocument();

    act(() => notifySession('signed-out', 'ended'));
    expect(await screen.findByText("You've been signed out")).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in?return_to=%2Fcheckout');
    expect(screen.queryByTestId('place-order')).not.toBeInTheDocument();
    act(() => notifySession('signed-in'));
    expect(await screen.findByTestId('place-order')).toBeInTheDocument();
  });

  it('forces click and collect when a line is click-and-collect only', async () => {
    renderCheckout([line({ clickAndCollectOnly: true })]);
    expect(await screen.findByLabelText('Home delivery')).toBeDisabled();
    expect(screen.getByLabelText(/Click and collect/)).toBeChecked();
  });

  it('places one order with one key on a double click and opens its page', async () => {
    const posts: Array<{ key: string | null; body: unknown }> = [];
    const placed = gate();
    server.use(
      http.post(`${API_BASE()}/orders`, async ({ request }) => {
        posts.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
        await placed.opened;
        return HttpResponse.json({ data: ORDER }, { status: 201 });
      }),
    );
    renderCheckout();
    await screen.findByTestId('place-order');
    await fillValid();
    // Both clicks land while the first order is still unanswered.
    await userEvent.dblClick(screen.getByTestId('place-order'));
    await waitFor(() => expect(posts).toHaveLength(1));
    placed.open();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/orders/41/confirmation'));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.key).toMatch(/\S{16,}/);
    expect(posts[0]?.body).toEqual({
      delivery: {
        type: 'delivery',
        address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' },
        recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
      },
      payment: {
        method: 'card',
        cardNumber: '4242 4242 4242 4242',
        cardExpiry: '12/39',
        cardCvc: '123',
        cardHolder: 'Wren Tan',
      },
      saveAddress: true,
    });
    // Once the order is placed, no card field stays behind (the router may keep this page mounted).
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('fills in the member’s name and mobile', async () => {
    renderCheckout([line()], { member: true });
    await screen.findByTestId('place-order');
    expect(screen.getByLabelText('Full name')).toHaveValue('Wren Tan');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('91234501');
  });

  it('checks the postal code by the country and clears the form error once every field is fixed', async () => {
    renderCheckout();
    await screen.findByTestId('place-order');
    await fillValid();
    await userEvent.clear(screen.getByLabelText('Postal code'));
    await userEvent.type(screen.getByLabelText('Postal code'), '23880');
    await userEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Enter a valid postal code, such as 238801',
    );
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Please correct the highlighted fields.');
    await userEvent.type(screen.getByLabelText('Postal code'), '1');
    expect(screen.getByTestId('checkout-error')).toBeEmptyDOMElement();
  });

  it('takes a Thai postal code of five digits and says in Thai what is wrong with four', async () => {
    server.use(http.get(`${API_BASE()}/cart`, () => HttpResponse.json(answer(cart([line()])))));
    render(
      <Providers th>
        <CheckoutView
          country="th"
          lang="th"
          defaultLang="th"
          callingCode="66"
          methods={['card', 'promptpay_qr']}
          bnplProviders={[]}
          stores={[]}
        />
      </Providers>,
    );
    await screen.findByTestId('place-order');
    const postal = screen.getByLabelText(thCheckout.address.postalCode);
    await userEvent.type(postal, '1033');
    await userEvent.click(screen.getByTestId('place-order'));
    expect(postal).toHaveAccessibleDescription(thCheckout.validation.postalCode.replace('{{example}}', '10330'));
    expect(postal).toHaveValue('1033');
    expect(screen.getByTestId('checkout-error')).toHaveTextContent(thCheckout.validation.summary);

    await userEvent.type(postal, '0');
    await userEvent.click(screen.getByTestId('place-order'));
    expect(postal).not.toHaveAttribute('aria-invalid');
    expect(postal).toHaveValue('10330');
    expect(screen.getByLabelText(thCheckout.address.name)).toHaveFocus();
  });

  it('shows the card brand as typed and checks expiry, CVC and the name on the card', async () => {
    renderCheckout();
    await screen.findByTestId('place-order');
    await userEvent.type(screen.getByLabelText('Card number'), '3782');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('American Express');
    await userEvent.clear(screen.getByLabelText('Card number'));
    await userEvent.type(screen.getByLabelText('Card number'), '5555555555554444');
    expect(screen.getByLabelText('Card number')).toHaveValue('5555 5555 5555 4444');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Mastercard');
    await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '0120');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('01/20');
    await userEvent.type(screen.getByLabelText('Security code (CVC)'), '12');
    await userEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAccessibleDescription(
      'Enter an expiry date that has not passed, as MM/YY',
    );
    expect(screen.getByLabelText('Security code (CVC)')).toHaveAccessibleDescription('Enter the 3-digit security code');
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription('Required field');
  });

  it('retries a lost attempt with the same key and says why a refused one failed', async () => {
    const keys: Array<string | null> = [];
    let first = true;
    server.use(
      http.post(`${API_BASE()}/orders`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (first) {
          first = false;
          return HttpResponse.error();
        }
        return HttpResponse.json({ error: { code: 'payment_method_not_available', message: 'x' } }, { status: 422 });
      }),
    );
    renderCheckout();
    await screen.findByTestId('place-order');
    await fillValid();
    await userEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText(/couldn't reach our servers/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('place-order'));
    expect(await screen.findByText('This payment method is not available in your country')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
