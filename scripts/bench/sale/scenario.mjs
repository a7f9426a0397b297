import { ensureTools } from '../../lib/tools.mjs';
import { HOST } from '../config.mjs';
import { sessionCookie } from '../shoppers.mjs';
import { stepLog } from './step-log.mjs';
import { QA_TOKEN, SALE_API_PORT, SALE_WEB_PORT } from './topology.mjs';

const autocannon = ensureTools('bench').require('autocannon');

const API = `http://${HOST}:${SALE_API_PORT}/api/web/v1`;
const LOCALE = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };
const JSON_BODY = { 'Content-Type': 'application/json' };
const SEARCHES = ['serum', 'lipstick', 'cleanser', 'mascara', 'moisturiser', 'perfume'];
/** One shopper in MEMBER_SHARE is a member (while one is free), who also redeems a reward. */
const MEMBER_SHARE = 4;
const DELIVERY = {
  type: 'delivery',
  address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' },
  recipient: { name: 'Sale Shopper', mobile: { callingCode: '65', phoneNumber: '91234567' } },
};
// The test card that pays at once (docs/payments.md, Test cards).
const CARD = {
  method: 'card',
  cardNumber: '4242424242424242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardHolder: 'Sale Shopper',
};

async function api(method, route, { headers = {}, body } = {}) {
  const response = await fetch(`${API}${route}`, {
    method,
    headers: { ...LOCALE, ...JSON_BODY, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

let addresses = 0;
/** A shopper's own address, as nginx passes it on: each is limited on its own, as on the internet. */
function nextAddress() {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/**
 * What the crowd shops from: products of Singapore in stock (their pages and a variant each),
 * members with points (made through the sandbox, signed in), and the rewards they may redeem.
 */
export async function prepareShoppers({ members: memberCount }) {
  // Two pages of the catalogue, so that a long run sells them out later.
  const slugs = [];
  for (const page of [1, 2]) slugs.push(...(await api('GET', `/products?per_page=48&page=${page}&sort=newest`)).data);
  const products = [];
  for (const { slug } of slugs) {
    const { data } = await api('GET', `/products/${slug}`);
    const variant = data.variants.find((v) => v.stockState === 'in_stock');
    if (variant) products.push({ slug, variantId: variant.id });
  }
  if (products.length < 6) throw new Error('fewer than six products in stock');
  const { data: rewards } = await api('GET', '/rewards');
  const rewardIds = rewards.groups
    .flatMap((group) => group.rewards)
    .filter((r) => !r.fullyRedeemed && r.minimumTier === null && r.pointsCost <= 1500)
    .map((r) => r.id);

  const members = [];
  for (let i = 0; i < memberCount; i += 1) {
    const email = `sale-member-${i}-${Date.now()}@bench.halcyonbeauty.test`;
    const password = 'Sale!Pass1';
    await api('POST', '/sandbox/users', {
      headers: { 'X-QA-Token': QA_TOKEN },
      body: { email, password, firstName: 'Sale', lastName: `Member ${i}`, loyaltyTier: 'gold', loyaltyPoints: 5000 },
    });
    members.push({ email, password, address: nextAddress(), busy: false });
  }
  const signIn = async (member) => {
    const session = await api('POST', '/sessions', {
      headers: { 'X-Forwarded-For': member.address },
      body: { email: member.email, password: member.password },
    });
    member.authorization = `Bearer ${session.accessToken}`;
    member.cookie = sessionCookie(session);
  };
  await Promise.all(members.map(signIn));
  // An access token lives 15 minutes: a long run signs the members in again before it ends.
  const refresh = setInterval(() => void Promise.all(members.map(signIn)).catch(() => {}), 10 * 60_000);
  refresh.unref();
  return { products, rewardIds, members, stop: () => clearInterval(refresh) };
}

/**
 * A bounded crowd of `connections` shoppers, each going round a visit until `seconds` are up: home,
 * a search, a product, add it to the bag, a promo code, (a member: a reward), the bag page, the
 * checkout page, the order paid by the test card, and the same order sent again with its
 * idempotency key (a retry after a lost answer), which must answer the same order. `rate` caps the
 * crowd's requests per second (a soak's steady rate). Every `sampleSeconds` the answers since the
 * last sample are summed up with what `sample()` answers (the processes' memory): the run's curve.
 */
export async function runSale({ shoppers, connections, seconds, rate, sampleSeconds, sample }) {
  const log = stepLog();
  const orders = new Map();
  const retries = { same: 0, other: 0 };
  let shopperCount = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  function nextShopper() {
    shopperCount += 1;
    const member = shopperCount % MEMBER_SHARE === 0 ? shoppers.members.find((m) => !m.busy) : undefined;
    if (member) {
      member.busy = true;
      return {
        member,
        address: member.address,
        pageHeaders: { cookie: member.cookie },
        apiHeaders: { Authorization: member.authorization },
      };
    }
    const deviceId = crypto.randomUUID();
    return {
      email: `sale-${deviceId}@bench.halcyonbeauty.test`,
      address: nextAddress(),
      pageHeaders: { cookie: `device-id=${deviceId}` },
      apiHeaders: { 'X-Device-Id': deviceId },
    };
  }

  /** A step: what it sends, given the shopper's visit so far; its answer is timed and recorded. */
  const step = (name, build, after) => ({
    setupRequest(request, context) {
      if (name === 'home') context.shopper = nextShopper();
      const { shopper } = context;
      const { method = 'GET', path, headers = {}, body, as = name } = build(context);
      context.step = as;
      context.sentAt = performance.now();
      const api = path.startsWith('/api/');
      return {
        ...request,
        method,
        path,
        headers: {
          ...(api ? { ...LOCALE, ...shopper.apiHeaders, ...(body ? JSON_BODY : {}) } : shopper.pageHeaders),
          'X-Forwarded-For': shopper.address,
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      };
    },
    onResponse(status, body, context) {
      log.record(context.step, status, body, performance.now() - context.sentAt);
      after?.(status, body, context);
    },
  });

  const orderBody = ({ shopper }) => ({
    delivery: DELIVERY,
    payment: CARD,
    ...(shopper.email ? { email: shopper.email } : {}),
  });
  const requests = [
    step('home', () => ({ path: '/' })),
    step('search', () => ({ path: `/search?q=${pick(SEARCHES)}` })),
    step('product', (context) => {
      context.product = pick(shoppers.products);
      return { path: `/products/${context.product.slug}` };
    }),
    step('add to bag', ({ product }) => ({
      method: 'POST',
      path: '/api/web/v1/cart/line-items',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      body: { variantId: product.variantId, quantity: 1 },
    })),
    step('promo', ({ shopper }) => ({
      method: 'POST',
      path: '/api/web/v1/cart/discount-coupon',
      // A member's first order only: on every later one the rule refuses it.
      body: { code: shopper.member ? 'FIRSTBUY' : 'WELCOME10' },
    })),
    step('reward', ({ shopper }) =>
      shopper.member && shoppers.rewardIds.length > 0
        ? {
            method: 'POST',
            path: '/api/web/v1/rewards',
            headers: { 'Idempotency-Key': crypto.randomUUID() },
            body: { rewardId: pick(shoppers.rewardIds) },
          }
        : { path: '/api/web/v1/cart/samples', as: 'samples' },
    ),
    step('bag page', () => ({ path: '/cart' })),
    step('checkout page', () => ({ path: '/checkout' })),
    step(
      'order',
      (context) => {
        context.orderKey = crypto.randomUUID();
        return {
          method: 'POST',
          path: '/api/web/v1/orders',
          headers: { 'Idempotency-Key': context.orderKey },
          body: orderBody(context),
        };
      },
      (status, body, context) => {
        context.order = null;
        if (status !== 201) return;
        const { data } = JSON.parse(body);
        context.order = { id: data.id, number: data.number };
        orders.set(data.number, { id: data.id, member: context.shopper.member?.email ?? null });
      },
    ),
    step(
      'order again',
      (context) => ({
        method: 'POST',
        path: '/api/web/v1/orders',
        headers: { 'Idempotency-Key': context.orderKey },
        body: orderBody(context),
      }),
      (status, body, context) => {
        if (context.shopper.member) context.shopper.member.busy = false;
        if (!context.order) return;
        let id = null;
        try {
          id = JSON.parse(body).data?.id ?? null;
        } catch {
          // not an order
        }
        if (id === context.order.id) retries.same += 1;
        else retries.other += 1;
      },
    ),
  ];

  const started = Date.now();
  const curve = [];
  const take = () =>
    curve.push({ second: Math.round((Date.now() - started) / 1000), ...log.windowSince(), ...sample() });
  take();
  const sampler = setInterval(take, sampleSeconds * 1000);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://${HOST}:${SALE_WEB_PORT}`,
        connections,
        duration: seconds,
        timeout: 30,
        ...(rate ? { overallRate: rate } : {}),
        requests,
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    );
    instance.on('error', reject);
  }).finally(() => clearInterval(sampler));
  take();
  return {
    curve,
    seconds: (Date.now() - started) / 1000,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    steps: log.steps,
    orders,
    retries,
    shoppers: shopperCount,
  };
}
