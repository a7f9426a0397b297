import { formatDate, formatMoney } from '@/contract';
import { frame, type TemplateContext } from './frame';
import type { MailContent } from './layout';
import type { OrderMail } from './messages';

/** The facts of how the order reaches the shopper: the address and expected days, or the store and time. */
function deliveryFacts(ctx: TemplateContext, order: OrderMail): Array<[string, string]> {
  const words = ctx.copy.order;
  const { country, language } = ctx.locale;
  // Delivery and pickup days are calendar dates (YYYY-MM-DD): read as such, in no zone.
  const day = (value: string) => formatDate(value, country, language, 'long', { timeZone: 'UTC' });
  const { delivery } = order;
  if (delivery.type === 'click_and_collect') {
    const facts: Array<[string, string]> = [];
    if (delivery.store) facts.push([words.collectAt, `${delivery.store.name}\n${delivery.store.address}`]);
    if (delivery.pickupDate) {
      facts.push([words.collectOn, [day(delivery.pickupDate), delivery.pickupTime].filter(Boolean).join(', ')]);
    }
    return facts;
  }
  const facts: Array<[string, string]> = [];
  const address = delivery.address;
  if (address) {
    const lines = [
      delivery.recipient?.name,
      address.line1,
      address.line2,
      [address.city, address.postalCode].filter(Boolean).join(' '),
    ];
    facts.push([words.deliverTo, lines.filter((line): line is string => Boolean(line)).join('\n')]);
  }
  const expected = delivery.estimatedDelivery;
  if (expected?.from && expected.to) {
    facts.push([words.estimatedArrival, `${day(expected.from)} – ${day(expected.to)}`]);
  }
  return facts;
}

/**
 * The order confirmation: what was bought (name, shade or size, quantity, price), what it came to,
 * how it reaches the shopper, and the link to the order's page.
 */
export function orderContent(ctx: TemplateContext, order: OrderMail, name: string | undefined): MailContent {
  const words = ctx.copy.order;
  const { country, language } = ctx.locale;
  const money = (amount: number) => formatMoney(amount, country, language);
  const rows = order.lines.map((line) => [
    line.name,
    line.variantName || '—',
    String(line.quantity),
    line.pointsCost
      ? words.points(String(line.pointsCost))
      : line.amount > 0
        ? money(line.amount)
        : words.complimentary,
  ]);
  const totals: Array<[string, string]> = [];
  if (order.subtotal !== null) totals.push([words.subtotal, money(order.subtotal)]);
  if (order.discount > 0) totals.push([words.discount, `−${money(order.discount)}`]);
  if (order.shipping !== null) {
    totals.push([words.shipping, order.shipping > 0 ? money(order.shipping) : words.freeShipping]);
  }
  totals.push([words.total, money(order.total)]);
  return {
    ...frame(ctx, name),
    subject: words.subject(order.number),
    heading: words.heading,
    paragraphs: [words.intro(order.number)],
    action: { label: words.action, url: ctx.link(order.guest ? '/order-status' : `/orders/${order.id}`) },
    facts: [[words.number, order.number], ...deliveryFacts(ctx, order)],
    table: {
      caption: words.lines,
      head: [words.item, words.variant, words.quantity, words.price],
      rows,
      totals,
    },
    links: [{ label: words.help, url: ctx.link('/help') }],
    closing: [words.outro],
  };
}
