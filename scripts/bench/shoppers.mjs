import { API_PORT, HOST } from './config.mjs';

const API = `http://${HOST}:${API_PORT}/api/web/v1`;
const LOCALE_HEADERS = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };

async function send(method, route, owner, body) {
  const response = await fetch(`${API}${route}`, {
    method,
    headers: {
      ...LOCALE_HEADERS,
      ...owner,
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}`);
  return response.json();
}

async function read(route, owner = {}) {
  const response = await fetch(`${API}${route}`, { headers: { ...LOCALE_HEADERS, ...owner } });
  if (!response.ok) throw new Error(`GET ${route} answered ${response.status}`);
  return response.json();
}

/**
 * A shopper's bag as on a sale day: three lines from the first page of the catalogue, a promo code
 * the bag qualifies for and a sample. `owner` names the bag (X-Device-Id or Authorization).
 */
export async function fillBag(owner, slugs) {
  let lines = (await read('/cart', owner)).data.lineItems.filter((line) => line.type === 'product').length;
  for (const slug of slugs) {
    if (lines >= 3) break;
    const { data: product } = await read(`/products/${slug}`);
    const variant = product.variants.find((v) => v.stockState !== 'out_of_stock');
    if (!variant) continue;
    await send('POST', '/cart/line-items', owner, { variantId: variant.id, quantity: 1 });
    lines += 1;
  }
  if (lines < 3) throw new Error('the first page of the catalogue has fewer than three products in stock');
  const { data: offers } = await read('/cart/offers', owner);
  for (const promo of offers.promos) {
    const applied = await fetch(`${API}/cart/discount-coupon`, {
      method: 'POST',
      headers: { ...LOCALE_HEADERS, ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: promo.code }),
    });
    if (applied.ok) break;
  }
  const { data: samples } = await read('/cart/samples', owner);
  if (samples.samples.length > 0) await send('POST', '/cart/samples', owner, { sampleIds: [samples.samples[0].id] });
}

/** A guest's bag (`fillBag`): the device-id cookie the storefront sends the API for a guest. */
export async function guestBagCookie(slugs) {
  const deviceId = crypto.randomUUID();
  await fillBag({ 'X-Device-Id': deviceId }, slugs);
  return `device-id=${deviceId}`;
}

/** The demo Gold member's API session (seeded by backend/seed/members.ts). */
export async function memberSession() {
  return send('POST', '/sessions', {}, { email: 'gold@demo.halcyonbeauty.test', password: 'Demo!Pass1' });
}

/** The storefront's cookies for a member's session, as its sign-in sets them (lib/api/client/server-auth.ts). */
export function sessionCookie({ accessToken, refreshToken }) {
  const [header, payload, signature] = accessToken.split('.');
  return `jwt-data=${header}.${payload}; jwt-signature=${signature}; jwt-refresh-token=${refreshToken}`;
}

/** The member's first order, for the order page. */
export async function firstOrderId(session) {
  const { data } = await read('/orders', { Authorization: `Bearer ${session.accessToken}` });
  if (!data[0]) throw new Error('the demo member has no order');
  return data[0].id;
}

/**
 * The cookies of a guest who has been here before: with them the page sets none. Lighthouse sends the
 * guest's cookies as an extra header, and a cookie the page set would make the browser send its own
 * instead: the page's API calls would then come without the device id and find an empty bag.
 */
export async function withPreferenceCookies(url, cookie) {
  const response = await fetch(url, { headers: { cookie } });
  await response.text();
  const set = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  return [cookie, ...set].join('; ');
}
