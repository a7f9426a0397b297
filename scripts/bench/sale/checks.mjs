import postgres from 'postgres';

/**
 * What must hold in the database after the sale, whatever the crowd did (docs/product-rules.md):
 * every order the crowd was answered is there once and paid once, a retried order is the same
 * order, no stock went below zero, no member's points were spent twice or below zero, and no
 * first-order promo went on two orders of one shopper. Answers each check with what broke it.
 */
export async function checkSale(databaseUrl, run) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const numbers = [...run.orders.keys()];
    const [{ found }] = await sql`select count(*)::int as found from orders where number = any(${numbers})`;
    const doubled = await sql`
      select order_id from payments where status = 'paid' group by order_id having count(*) > 1`;
    const unpaid = await sql`
      select o.number from orders o
      where o.number = any(${numbers})
        and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'paid')`;
    const [{ below }] = await sql`
      select (select count(*) from product_variants where stock < 0)
           + (select count(*) from samples where stock < 0)
           + (select count(*) from gift_with_purchase_items where stock < 0) as below`;
    const negative = await sql`select id from users where loyalty_points < 0`;
    // A member's balance is the last entry of their ledger, and no entry left it below zero.
    const ledger = await sql`
      select u.id from users u
      join lateral (select balance_after from points_ledger l where l.user_id = u.id order by l.id desc limit 1) last on true
      where last.balance_after <> u.loyalty_points
         or exists (select 1 from points_ledger l where l.user_id = u.id and l.balance_after < 0)`;
    const spentTwice = await sql`
      select order_id from points_ledger where source = 'used_points' and order_id is not null
      group by order_id having count(*) > 1`;
    const firstTwice = await sql`
      select coalesce(o.user_id::text, lower(o.guest_email)) as shopper from orders o
      join promos p on p.id = o.promo_id
      where p.first_time_only and o.status not in ('cancelled', 'payment_failed')
      group by 1 having count(*) > 1`;
    return [
      {
        check: 'every order answered is in the database, once',
        ok: found === numbers.length,
        detail: `${found} of ${numbers.length}`,
      },
      {
        check: 'an order sent again with its key answers the same order',
        ok: run.retries.other === 0,
        detail: `${run.retries.same} same, ${run.retries.other} other`,
      },
      { check: 'each order answered is paid', ok: unpaid.length === 0, detail: `${unpaid.length} unpaid` },
      { check: 'no order is paid twice', ok: doubled.length === 0, detail: `${doubled.length} orders` },
      { check: 'no stock below zero', ok: Number(below) === 0, detail: `${below} rows` },
      {
        check: 'no points below zero or spent twice; balances match their ledger',
        ok: negative.length + ledger.length + spentTwice.length === 0,
        detail: `${negative.length} negative, ${ledger.length} off their ledger, ${spentTwice.length} orders spent twice`,
      },
      {
        check: 'a first-order promo on one order per shopper',
        ok: firstTwice.length === 0,
        detail: `${firstTwice.length} shoppers with two`,
      },
    ];
  } finally {
    await sql.end({ timeout: 5 });
  }
}
