/** How long a browser keeps its pass to the guest orders it placed or found again. */
export const GUEST_ORDER_PASS_DAYS = 90;
/** The HttpOnly cookie holding that pass (read by the proxy too, so it stays free of imports). */
export const GUEST_ORDER_PASS_COOKIE = 'guest-order-pass';
