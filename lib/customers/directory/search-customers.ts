import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { containing } from '@/lib/catalogue';
import {
  customerPageSize,
  customerSearchSchema,
  type CustomerSearch,
} from '@/lib/customers/schemas/customers';
import { normalizePhone } from '@/lib/validation';
import { parseCustomerKey, type CustomerKey } from './customer-key';
import { spentOnOrder } from './spent';

/** A customer as the list shows one: an account, or a guest known by their orders' phone. */
export type CustomerSummary = {
  key: CustomerKey;
  name: string;
  phone: string | null;
  /** True when the account proved its phone; a guest's phone is only what they gave. */
  phoneProven: boolean;
  email: string | null;
  orders: number;
  lastOrderAt: string | null;
  spent: number;
};

export type CustomerPage = {
  items: CustomerSummary[];
  total: number;
  page: number;
  pageSize: number;
};

type Row = {
  key: string;
  name: string;
  phone: string | null;
  phone_proven: boolean;
  email: string | null;
  orders: number;
  last_order_at: string | Date | null;
  spent: number;
  total: number;
};

/**
 * Every order with the customer it belongs to: its account; for a guest order, the account
 * that proved its phone (docs/decisions.md 11); otherwise the guest's phone.
 */
const ownedOrders = sql`
  SELECT ${orders.contactName} AS contact_name, ${orders.contactEmail} AS contact_email,
    ${orders.contactPhone} AS contact_phone, ${orders.createdAt} AS created_at,
    ${orders.id} AS id, (${spentOnOrder})::float8 AS spent,
    CASE WHEN ${orders.userId} IS NOT NULL THEN 'account:' || ${orders.userId}
         WHEN p.id IS NOT NULL THEN 'account:' || p.id
         ELSE 'phone:' || ${orders.contactPhone} END AS customer_key
  FROM ${orders}
  LEFT JOIN users p ON ${orders.userId} IS NULL AND p.phone = ${orders.contactPhone}
    AND p.phone_verified_at IS NOT NULL`;

const newest = (column: string) =>
  sql.raw(`(array_agg(${column} ORDER BY created_at DESC, id DESC)
    FILTER (WHERE ${column} IS NOT NULL))[1]`);

/** Per customer: their orders, the last contact details used, and what to search. */
const customerStats = sql`
  SELECT customer_key, count(*)::int AS orders, max(created_at) AS last_order_at,
    min(created_at) AS first_order_at, sum(spent)::float8 AS spent,
    ${newest('contact_name')} AS contact_name, ${newest('contact_email')} AS contact_email,
    ${newest('contact_phone')} AS contact_phone,
    string_agg(DISTINCT contact_phone, ' ') AS phones,
    string_agg(DISTINCT contact_name || ' ' || coalesce(contact_email, ''), ' ') AS words
  FROM owned GROUP BY customer_key`;

/** Accounts (staff only when they have ordered) and guests, with what they are found by. */
const customers = sql`
  SELECT 'account:' || u.id AS key, u.name, u.phone, u.phone_verified_at IS NOT NULL AS phone_proven,
    u.email, u.created_at AS since, coalesce(s.orders, 0) AS orders, s.last_order_at,
    coalesce(s.spent, 0) AS spent,
    coalesce(u.phone, '') || ' ' || coalesce(s.phones, '') AS phones,
    u.name || ' ' || coalesce(u.email, '') || ' ' || coalesce(s.words, '') AS words
  FROM users u LEFT JOIN stats s ON s.customer_key = 'account:' || u.id
  WHERE u.staff_role IS NULL OR s.orders > 0
  UNION ALL
  SELECT s.customer_key, s.contact_name, s.contact_phone, false, s.contact_email,
    s.first_order_at, s.orders, s.last_order_at, s.spent, s.phones, s.words
  FROM stats s WHERE s.customer_key LIKE 'phone:%'`;

const withCustomers = (query: SQL) =>
  sql`WITH owned AS (${ownedOrders}), stats AS (${customerStats}), customers AS (${customers}) ${query}`;

/**
 * How a search finds customers: a whole phone number in any spelling (01…, 8801…, +8801…)
 * finds it exactly; four or more digits find phones that hold them; anything else finds
 * names and e-mail addresses holding every word, in any case.
 */
function matching(search: string | undefined): SQL {
  if (search === undefined) return sql`true`;
  const phone = normalizePhone(search);
  if (phone) return sql`phones LIKE ${containing(phone)}`;
  const digits = search.replace(/[\s\-().+]/g, '');
  if (/^\d{4,}$/.test(digits)) return sql`phones LIKE ${containing(digits)}`;
  const words = search.split(/\s+/).filter(Boolean);
  return sql.join(
    words.map((word) => sql`words ILIKE ${containing(word)}`),
    sql` AND `,
  );
}

const toSummary = (row: Row): CustomerSummary => ({
  key: parseCustomerKey(row.key)!,
  name: row.name,
  phone: row.phone,
  phoneProven: row.phone_proven,
  email: row.email,
  orders: Number(row.orders),
  lastOrderAt: row.last_order_at ? new Date(row.last_order_at).toISOString() : null,
  spent: Number(row.spent),
});

/**
 * Customers across accounts and guest orders, searched by phone, e-mail or name: the most
 * recent buyers first, then the newest accounts. A guest order whose phone an account has
 * proven counts as that account's.
 */
export async function searchCustomers(
  search?: CustomerSearch['q'],
  pageNumber: CustomerSearch['page'] = 1,
): Promise<CustomerPage> {
  const { q, page } = parseWith(customerSearchSchema, { q: search, page: pageNumber }, 'query');
  const pageSize = customerPageSize;
  const { rows } = await getDb().execute<Row>(
    withCustomers(sql`
    SELECT key, name, phone, phone_proven, email, orders, last_order_at, spent,
      count(*) OVER ()::int AS total
    FROM customers WHERE ${matching(q)}
    ORDER BY last_order_at DESC NULLS LAST, since DESC, key
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
  );
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countPast(q);
  return { items: rows.map(toSummary), total, page, pageSize };
}

/** The number of matches, for a page past the end (which has no rows to carry it). */
async function countPast(q: string | undefined): Promise<number> {
  const { rows } = await getDb().execute<{ total: number }>(
    withCustomers(sql`SELECT count(*)::int AS total FROM customers WHERE ${matching(q)}`),
  );
  return Number(rows[0]?.total ?? 0);
}
