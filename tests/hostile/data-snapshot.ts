import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/** Tables whose every row hostile requests must leave alone. */
const catalogueTables = [
  'categories',
  'occasions',
  'occasion_categories',
  'product_images',
  'attributes',
  'attribute_values',
  'product_attribute_values',
  'tags',
  'product_tags',
  'pages',
];

/** A count and an md5 over the rows `select` picks, each row as JSON without `drop` columns. */
async function checksum(from: string, drop: string[] = []): Promise<string> {
  const row = drop.map((column) => ` - '${column}'`).join('');
  const { rows } = await getDb().execute<{ n: number; sum: string }>(
    sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as sum
      from (select (to_jsonb(t)${row})::text as r from ${from}) s`),
  );
  return `${rows[0]!.n} rows, ${rows[0]!.sum}`;
}

/**
 * Checksums of what no hostile request may change: the catalogue (stock apart: the
 * attacker may buy), the victim's account, addresses, cart and wishlist, and every order
 * that is not the attacker's own.
 */
export async function protectedData(victimId: number, attackerId: number) {
  const notAttackers = `(select id from orders where user_id is distinct from ${attackerId})`;
  const sums: Record<string, string> = {};
  for (const table of catalogueTables) sums[table] = await checksum(`${table} t`);
  // in_stock follows stock (a trigger): both may change when the attacker buys.
  sums.products = await checksum('products t', ['in_stock']);
  sums.variants = await checksum('variants t', ['stock']);
  sums['victim user'] = await checksum(`users t where id = ${victimId}`);
  for (const table of ['addresses', 'cart_items', 'wishlist_items']) {
    sums[`victim ${table}`] = await checksum(`${table} t where user_id = ${victimId}`);
  }
  sums['other orders'] = await checksum(`orders t where id in ${notAttackers}`);
  for (const table of ['order_items', 'order_events', 'payments']) {
    sums[`other ${table}`] = await checksum(`${table} t where order_id in ${notAttackers}`);
  }
  return sums;
}

/**
 * Checksums of one account's own data: its row (phone, e-mail, password hash, role, session
 * version…), addresses, cart, wishlist, measurements and orders. Cheap enough to take after
 * every answer that could have changed something.
 */
export async function accountData(userId: number) {
  const sums: Record<string, string> = {};
  sums.user = await checksum(`users t where id = ${userId}`);
  for (const table of [
    'addresses',
    'cart_items',
    'wishlist_items',
    'user_measurements',
    'orders',
  ]) {
    sums[table] = await checksum(`${table} t where user_id = ${userId}`);
  }
  return sums;
}

/** Stock by variant id. */
export async function stockLevels(): Promise<Record<number, number>> {
  const { rows } = await getDb().execute<{ id: number; stock: number }>(
    sql`select id, stock from variants`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

/** Pieces held by the attacker's orders placed after `afterOrderId`, by variant id. */
export async function heldByAttacker(
  attackerId: number,
  afterOrderId: number,
): Promise<Record<number, number>> {
  const { rows } = await getDb().execute<{ id: number; held: number }>(sql`
    select i.variant_id as id, sum(i.quantity)::int as held
    from order_items i join orders o on o.id = i.order_id
    where o.user_id = ${attackerId} and o.id > ${afterOrderId}
      and o.status not in ('cancelled', 'refunded')
    group by i.variant_id`);
  return Object.fromEntries(rows.map((row) => [row.id, row.held]));
}

export async function lastOrderId(): Promise<number> {
  const { rows } = await getDb().execute<{ id: number | null }>(
    sql`select max(id) as id from orders`,
  );
  return rows[0]!.id ?? 0;
}
