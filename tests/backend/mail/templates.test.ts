import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveriesSettled } from '@/backend/auth/deliveries';
import { mailOutbox } from '@/backend/db/schema';
import type { MailMessage, OrderMail } from '@/backend/mail';
import { renderMail } from '@/backend/mail/templates';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import { type CountryCode, formatMoney, type Language } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { orderOf, placeOrder, sellableVariants, signIn, addItem, cartOf } from '../bag/helpers';

/**
 * One storefront per language: the language, its country, that country's domain, and whether the
 * language is the country's own (Hong Kong's is English: Chinese travels in the link).
 */
const STOREFRONTS: ReadonlyArray<{ language: Language; country: CountryCode; origin: string; own: boolean }> = [
  { language: 'en', country: 'sg', origin: 'https://halcyonbeauty.sg', own: true },
  { language: 'id', country: 'id', origin: 'https://halcyonbeauty.co.id', own: true },
  { language: 'th', country: 'th', origin: 'https://halcyonbeauty.co.th', own: true },
  { language: 'zh', country: 'hk', origin: 'https://halcyonbeauty.hk', own: false },
];

const ORDER: OrderMail = {
  id: 42,
  number: 'HB-100042',
  lines: [
    { name: 'Silk Veil Lipstick', variantName: 'Rosewood', quantity: 2, amount: 9000, pointsCost: null },
    { name: 'Dew Serum', variantName: '5 ml', quantity: 1, amount: 0, pointsCost: null },
    { name: 'Velvet Pouch', variantName: '', quantity: 1, amount: 0, pointsCost: 500 },
  ],
  subtotal: 9000,
  discount: 900,
  shipping: 0,
  total: 8100,
  delivery: {
    type: 'delivery',
    address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' },
    recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
    estimatedDelivery: { from: '2026-03-12', to: '2026-03-15' },
  },
  guest: false,
};

const MESSAGES: ReadonlyArray<{ message: MailMessage; path: string }> = [
  {
    message: { kind: 'password_reset', token: 'reset_TOKEN-1', name: 'Wren' },
    path: '/password/reset?token=reset_TOKEN-1',
  },
  { message: { kind: 'unlock', token: 'unlock_TOKEN-2' }, path: '/users/unlock?token=unlock_TOKEN-2' },
  { message: { kind: 'no_account', asked: 'unlock' }, path: '/sign_up' },
  {
    message: { kind: 'registration_confirm', token: 'join_TOKEN-3', returnTo: '/rewards' },
    path: '/sign_up/confirm?token=join_TOKEN-3&return_to=%2Frewards',
  },
  { message: { kind: 'registration_existing' }, path: '/sign_in' },
  {
    message: {
      kind: 'booking',
      name: 'Ploy',
      booking: {
        number: 'HB2K4M7Q9R',
        status: 'pending',
        title: 'Glow class',
        path: '/happening/classes/cancel/HB2K4M7Q9R',
        token: 'confirm_TOKEN-4',
        startsAt: '2026-03-12T07:00:00.000Z',
        timeZone: 'Asia/Bangkok',
        store: { name: 'Siam Paragon', address: '991 Rama I Road, Bangkok' },
        holdMinutes: 30,
      },
    },
    path: '/happening/classes/cancel/HB2K4M7Q9R?token=confirm_TOKEN-4',
  },
  { message: { kind: 'order_confirmation', order: ORDER }, path: '/orders/42' },
  // A guest's order opens in the browser that placed it; the mail leads to finding it by number.
  { message: { kind: 'order_confirmation', order: { ...ORDER, guest: true } }, path: '/order-status' },
];

const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

describe('every mail, in each of the four languages', () => {
  it.each(STOREFRONTS)('is written in $language with absolute links to the $country storefront', (storefront) => {
    const { language, country, origin, own } = storefront;
    for (const { message, path: bare } of MESSAGES) {
      const path = own ? bare : `${bare}${bare.includes('?') ? '&' : '?'}language=${language}`;
      const mail = renderMail(message, { country, language });
      const english = renderMail(message, { country: 'sg', language: 'en' });
      expect(mail.language).toBe(language);
      if (language !== 'en') {
        expect(mail.subject, message.kind).not.toBe(english.subject);
        expect(mail.text.split('\n')[0], message.kind).not.toBe(english.text.split('\n')[0]);
      }
      // The link the mail is for, absolute, on the country's domain, with the language unless it is the country's own.
      expect(linksOf(mail.text)[0], message.kind).toBe(`${origin}${path}`);
      expect(linksOf(mail.text).every((link) => link.startsWith(`${origin}/`))).toBe(true);
      expect(mail.html).toContain(`<html lang="${language}-${country.toUpperCase()}"`);
      expect(mail.html).toContain(`href="${`${origin}${path}`.replace(/&/g, '&amp;')}"`);
      expect(mail.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it('carries a language that is not the country’s own, and a deployment’s one origin with the country', () => {
    const message: MailMessage = { kind: 'unlock', token: 'abc' };
    expect(linksOf(renderMail(message, { country: 'th', language: 'en' }).text)[0]).toBe(
      'https://halcyonbeauty.co.th/users/unlock?token=abc&language=en',
    );
    expect(linksOf(renderMail(message, { country: 'hk', language: 'zh' }).text)[0]).toBe(
      'https://halcyonbeauty.hk/users/unlock?token=abc&language=zh',
    );
    expect(linksOf(renderMail(message, { country: 'th', language: 'th' }, 'http://localhost:3000/').text)[0]).toBe(
      'http://localhost:3000/users/unlock?token=abc&country_code=th',
    );
    // A language the country does not offer falls back to the country's own.
    const fallback = renderMail(message, { country: 'sg', language: 'th' });
    expect(fallback.language).toBe('en');
    expect(linksOf(fallback.text)[0]).toBe('https://halcyonbeauty.sg/users/unlock?token=abc');
  });

  it('escapes what it is given in the HTML', () => {
    const mail = renderMail(
      { kind: 'password_reset', token: 't', name: '<img src=x onerror=alert(1)>' },
      { country: 'sg', language: 'en' },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('lists an order’s lines, money as the storefront writes it, the delivery and the order’s page', () => {
    const mail = renderMail({ kind: 'order_confirmation', order: ORDER }, { country: 'sg', language: 'en' });
    expect(mail.subject).toBe('Thank you for your order HB-100042');
    expect(mail.text).toContain(
      `- Silk Veil Lipstick | Shade / size: Rosewood | Qty: 2 | Price: ${formatMoney(9000, 'sg', 'en')}`,
    );
    expect(mail.text).toContain('- Dew Serum | Shade / size: 5 ml | Qty: 1 | Price: Complimentary');
    expect(mail.text).toContain('Price: 500 points');
    expect(mail.text).toContain(`Discount: −${formatMoney(900, 'sg', 'en')}`);
    expect(mail.text).toContain('Delivery: Free');
    expect(mail.text).toContain(`Total: ${formatMoney(8100, 'sg', 'en')}`);
    expect(mail.text).toContain('Delivering to: Wren Tan\n  1 Orchard Road\n  Singapore 238801');
    expect(mail.text).toContain('Estimated arrival: 12 March 2026 – 15 March 2026');
    expect(mail.html).toContain('<th scope="col"');
    expect(mail.html).toContain('<caption');

    const pickup = renderMail(
      {
        kind: 'order_confirmation',
        order: {
          ...ORDER,
          delivery: {
            type: 'click_and_collect',
            store: { slug: 'siam', name: 'Siam Paragon', address: '991 Rama I Road' },
            pickupDate: '2026-03-14',
            pickupTime: '14:00',
          },
        },
      },
      { country: 'th', language: 'th' },
    );
    expect(pickup.text).toContain('รับสินค้าที่สาขา (Click & Collect): Siam Paragon\n  991 Rama I Road');
    expect(pickup.text).toContain(formatMoney(8100, 'th', 'th'));
    expect(pickup.text).toContain('https://halcyonbeauty.co.th/orders/42');
  });
});

describe('mails queued by the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'all', env: { PUBLIC_ORIGIN: 'http://localhost:3000' } });
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const outbox = (to: string, kind: MailMessage['kind']) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toEmail, to), eq(mailOutbox.kind, kind)));

  it('are written in the language of the request, with links to this deployment’s storefront', async () => {
    const email = DEMO_MEMBERS[0]!.email;
    const answer = await t.request('/users/password/forgot', {
      method: 'POST',
      json: { email },
      headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' },
    });
    expect(answer.status).toBe(202);
    await deliveriesSettled();
    const [row] = await outbox(email, 'password_reset');
    expect(row).toMatchObject({
      language: 'th',
      subject: 'ตั้งรหัสผ่าน Halcyon Beauty ใหม่',
      status: 'pending',
      attempts: 0,
    });
    expect(row?.body).toContain(`http://localhost:3000/password/reset?token=${row?.token}&country_code=th`);
    expect(row?.html).toContain('<html lang="th-TH"');
  });

  it('confirm an order once it is paid, to the member, with its lines and its page', async () => {
    const jar = await signIn(t, 0);
    const [variant] = await sellableVariants(t, { limit: 1 });
    await cartOf(await addItem(t, { jar }, variant!.variantId, 1), 201);
    const order = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4242 4242 4242 4242' }));
    expect(order.payment.status).toBe('paid');
    const rows = await outbox(DEMO_MEMBERS[0]!.email, 'order_confirmation');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe(`Thank you for your order ${order.number}`);
    expect(rows[0]?.body).toContain(`http://localhost:3000/orders/${order.id}?country_code=sg`);
    expect(rows[0]?.body).toContain(order.lines[0]!.name);
    expect(rows[0]?.body).toContain(`Total: ${formatMoney(order.costSummary.total.amount, 'sg', 'en')}`);
  });
});
