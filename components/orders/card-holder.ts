/**
 * The name on the card of the last card payment this tab tried for an order, so that paying it
 * again after a decline does not ask for it twice. In memory only (one order at a time): it is gone
 * with the tab, and the card's number, expiry and code are never kept.
 */
let last: { orderId: number; name: string } | null = null;

export function rememberCardHolder(orderId: number, name: string): void {
  last = name.trim() ? { orderId, name } : null;
}

export function cardHolderOf(orderId: number): string {
  return last?.orderId === orderId ? last.name : '';
}
