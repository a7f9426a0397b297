import { API_PORT, HOST } from './config.mjs';

/** A guest's bag with one line: the device-id cookie the storefront sends the API for a guest. */
export async function guestBagCookie(slugs) {
  const headers = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };
  let variant;
  for (const slug of slugs) {
    const { data: product } = await (
      await fetch(`http://${HOST}:${API_PORT}/api/web/v1/products/${slug}`, { headers })
    ).json();
    variant = product.variants.find((v) => v.stockState !== 'out_of_stock');
    if (variant) break;
  }
  if (!variant) throw new Error('no product in the first page of the catalogue is in stock');
  const deviceId = crypto.randomUUID();
  const response = await fetch(`http://${HOST}:${API_PORT}/api/web/v1/cart/line-items`, {
    method: 'POST',
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      'X-Device-Id': deviceId,
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: JSON.stringify({ variantId: variant.id, quantity: 1 }),
  });
  if (!response.ok) throw new Error(`adding variant ${variant.id} to a bag answered ${response.status}`);
  return `device-id=${deviceId}`;
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
