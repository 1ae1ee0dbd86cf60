import 'server-only';
import { desc, max, min, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { OrderSource, OrderStatus, PaymentMethod, PaymentStatus } from '@/lib/ordering';
import { listAddresses } from '@/lib/customers/accounts/read';
import { customerKeyText, customerPath, type CustomerKey } from './customer-key';
import { notesOf, type CustomerNote } from './customer-notes';
import { findCustomer, ordersOf, type FoundCustomer } from './find-customer';
import { spentOnOrder } from './spent';

export type CustomerOrder = {
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  source: OrderSource;
  total: number;
  pieces: number;
  createdAt: string;
};

export type CustomerAddress = {
  division: string;
  district: string;
  area: string;
  line: string;
  /** When an order last went there; null for a saved address never ordered to. */
  lastUsedAt: string | null;
  /** True when it is one of the account's saved addresses. */
  saved: boolean;
};

export type Customer = {
  key: CustomerKey;
  /** The stored key, `account:12` or `phone:+8801…`. */
  keyText: string;
  path: string;
  name: string;
  phone: string | null;
  phoneProven: boolean;
  email: string | null;
  emailProven: boolean;
  /** When the account was made; null for a guest. */
  accountSince: string | null;
  /** Newest first; the most recent `orderListLimit` of them. */
  orders: CustomerOrder[];
  orderCount: number;
  firstOrderAt: string | null;
  lastOrderAt: string | null;
  /** Money received and kept (lib/customers/directory/spent.ts says exactly what counts). */
  totalSpent: number;
  addresses: CustomerAddress[];
  notes: CustomerNote[];
};

export const orderListLimit = 100;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function orderFigures(customer: FoundCustomer) {
  const [figures] = await getDb()
    .select({
      count: sql<number>`count(*)::int`,
      first: min(orders.createdAt),
      last: max(orders.createdAt),
      spent: sql<number>`coalesce(sum(${spentOnOrder}), 0)::float8`,
    })
    .from(orders)
    .where(ordersOf(customer));
  return figures!;
}

async function orderList(customer: FoundCustomer): Promise<CustomerOrder[]> {
  const rows = await getDb()
    .select({
      number: orders.number,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      source: orders.source,
      total: orders.total,
      // The order's table named: see lib/customers/directory/spent.ts.
      pieces: sql<number>`(SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i
        WHERE i.order_id = "orders"."id")`,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(ordersOf(customer))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(orderListLimit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const sameAddress = (a: Omit<CustomerAddress, 'lastUsedAt' | 'saved'>, b: typeof a) =>
  a.division === b.division && a.district === b.district && a.area === b.area && a.line === b.line;

/** Where their orders went, the latest first, then the account's saved addresses not used. */
async function addressesOf(customer: FoundCustomer): Promise<CustomerAddress[]> {
  const lastUsed = max(orders.createdAt);
  const used = await getDb()
    .select({
      division: orders.division,
      district: orders.district,
      area: orders.area,
      line: orders.addressLine,
      lastUsedAt: lastUsed,
    })
    .from(orders)
    .where(ordersOf(customer))
    .groupBy(orders.division, orders.district, orders.area, orders.addressLine)
    .orderBy(desc(lastUsed));
  const saved = customer.account ? await listAddresses(customer.account.id) : [];
  const fromOrders = used.map((address) => ({
    ...address,
    lastUsedAt: iso(address.lastUsedAt),
    saved: saved.some((own) => sameAddress(own, address)),
  }));
  const notUsed = saved
    .filter((own) => !used.some((address) => sameAddress(own, address)))
    .map(({ division, district, area, line }) => ({
      division,
      district,
      area,
      line,
      lastUsedAt: null,
      saved: true,
    }));
  return [...fromOrders, ...notUsed];
}

/** A guest's name, phone and e-mail: those of their newest order. */
async function guestContact(phone: string) {
  const [row] = await getDb()
    .select({ name: orders.contactName, email: orders.contactEmail })
    .from(orders)
    .where(ordersOf({ key: { kind: 'guest', phone }, account: null, provenPhone: null }))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return { name: row?.name ?? '', phone, phoneProven: false, email: row?.email ?? null };
}

function accountContact({ account }: FoundCustomer) {
  return {
    name: account!.name,
    phone: account!.phone,
    phoneProven: account!.phoneVerifiedAt !== null,
    email: account!.email,
  };
}

/**
 * A customer's page: who they are, their orders (newest first, with status), where they
 * had them sent, what they have spent, their first and last order, and the staff's notes.
 * `key` is an account id or a guest's phone in any spelling; null when it names nobody.
 */
export async function readCustomer(key: string): Promise<Customer | null> {
  const customer = await findCustomer(getDb(), key);
  if (!customer) return null;
  const { account } = customer;
  const contact =
    customer.key.kind === 'guest'
      ? await guestContact(customer.key.phone)
      : accountContact(customer);
  const [figures, list, addresses, notes] = await Promise.all([
    orderFigures(customer),
    orderList(customer),
    addressesOf(customer),
    notesOf(getDb(), customer),
  ]);
  return {
    key: customer.key,
    keyText: customerKeyText(customer.key),
    path: customerPath(customer.key),
    ...contact,
    emailProven: Boolean(account?.emailVerifiedAt),
    accountSince: iso(account?.createdAt ?? null),
    orders: list,
    orderCount: Number(figures.count),
    firstOrderAt: iso(figures.first),
    lastOrderAt: iso(figures.last),
    totalSpent: Number(figures.spent),
    addresses,
    notes,
  };
}
