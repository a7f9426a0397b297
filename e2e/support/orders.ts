import { expect, test, type APIRequestContext } from './test';
import { MEMBER_PASSWORD } from './members';
import { E2E_API_ORIGIN, QA_HEADERS } from './qa';

const API = `${E2E_API_ORIGIN}/api/web/v1`;
const LOCALE = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };

interface ProductAnswer {
  data: {
    id: number;
    slug: string;
    name: string;
    isBestseller?: boolean;
    variants: Array<{ id: number; stockState: string }>;
  };
}

/**
 * A Singapore product in stock that no other journey looks at (not a bestseller, so not prerendered,
 * and picked from a page of the catalogue of this run's own), so its page is first drawn when the
 * journey opens it.
 */
export async function freshProduct(request: APIRequestContext): Promise<ProductAnswer['data'] & { variantId: number }> {
  // The page of the catalogue follows from the test and its attempt: the same product on a run
  // again (a failure can be looked at again), another one for a retry and for each test.
  const { titlePath, retry } = test.info();
  const seed = [...titlePath.join(' › ')].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, retry);
  const page = 3 + (seed % 40);
  const listing = await request.get(`${API}/products?per_page=24&page=${page}&sort=newest`, { headers: LOCALE });
  expect(listing.status()).toBe(200);
  const { data } = (await listing.json()) as { data: Array<{ slug: string }> };
  for (const card of data) {
    const answer = await request.get(`${API}/products/${card.slug}`, { headers: LOCALE });
    const product = ((await answer.json()) as ProductAnswer).data;
    const variant = product.variants.find((candidate) => candidate.stockState === 'in_stock');
    if (variant && !product.isBestseller) {
      test.info().annotations.push({ type: 'product', description: `${product.slug} (catalogue page ${page})` });
      return { ...product, variantId: variant.id };
    }
  }
  throw new Error('no product in stock to buy');
}

/** Buys the variant as a guest with `email`, through the public API, paid by card. */
export async function guestOrder(
  request: APIRequestContext,
  email: string,
  variantId: number,
): Promise<{ id: number; number: string }> {
  const headers = { ...LOCALE, 'X-Device-Id': `guest-${crypto.randomUUID()}` };
  const added = await request.post(`${API}/cart/line-items`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { variantId, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const order = await request.post(`${API}/orders`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { ...ORDER_BODY, email },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { data: { id: number; number: string } }).data;
}

const ORDER_BODY = {
  delivery: {
    type: 'delivery',
    address: { line1: '1 Review Street', city: 'Singapore', postalCode: '018956' },
    recipient: { name: 'Rena Fresh', mobile: { callingCode: '65', phoneNumber: '91234567' } },
  },
  payment: {
    method: 'card',
    cardNumber: '4242424242424242',
    cardExpiry: '12/39',
    cardCvc: '123',
    cardHolder: 'Rena Fresh',
  },
};

/** Buys the variant as the member, through the public API, paid by card; answers the order's id. */
export async function buyAndPay(request: APIRequestContext, email: string, variantId: number): Promise<number> {
  const session = await request.post(`${API}/sessions`, {
    headers: LOCALE,
    data: { email, password: MEMBER_PASSWORD },
  });
  expect(session.status()).toBe(200);
  const { accessToken } = (await session.json()) as { accessToken: string };
  const headers = { ...LOCALE, Authorization: `Bearer ${accessToken}` };
  const added = await request.post(`${API}/cart/line-items`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { variantId, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const order = await request.post(`${API}/orders`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: ORDER_BODY,
  });
  expect(order.status(), await order.text()).toBe(201);
  const body = (await order.json()) as { data: { id: number; status: string } };
  expect(body.data.status).toBe('paid');
  return body.data.id;
}

/** The bestseller whose reviews run over the most pages. */
export async function productWithManyReviews(request: APIRequestContext): Promise<string> {
  const listing = await request.get(`${API}/products?per_page=12&sort=bestselling`, { headers: LOCALE });
  const { data } = (await listing.json()) as { data: Array<{ slug: string }> };
  let best: { slug: string; pages: number } | null = null;
  for (const card of data) {
    const answer = await request.get(`${API}/products/${card.slug}/reviews`, { headers: LOCALE });
    const { meta } = (await answer.json()) as { meta: { totalPages: number } };
    if (!best || meta.totalPages > best.pages) best = { slug: card.slug, pages: meta.totalPages };
  }
  expect(best?.pages ?? 0).toBeGreaterThan(2);
  return best!.slug;
}

/** Writes and publishes a review of the product as the member, through the API and the sandbox. */
export async function publishReview(request: APIRequestContext, email: string, productId: number, title: string) {
  const session = await request.post(`${API}/sessions`, {
    headers: LOCALE,
    data: { email, password: MEMBER_PASSWORD },
  });
  const { accessToken } = (await session.json()) as { accessToken: string };
  const written = await request.post(`${API}/account/reviews`, {
    headers: { ...LOCALE, Authorization: `Bearer ${accessToken}` },
    data: { productId, rating: 5, title, body: 'Stays put from morning to night, even in the heat.' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const { data } = (await written.json()) as { data: { id: number } };
  const published = await request.post(`${API}/sandbox/reviews/${data.id}/publish`, { headers: QA_HEADERS });
  expect(published.status()).toBe(200);
}
