import 'server-only';
import { and, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import { type DeskOrderQuery } from '@/lib/ordering/schemas/order-desk';
import { normalizePhone } from '@/lib/validation';
import { dhakaDayEnd, dhakaDayStart } from './dhaka-day';

/** `%`, `_` and `\` in what staff type are matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What staff typed, found as part of an order number, a phone (01712345678, +880 1712-345678
 * or a run of its digits) or part of the contact's name.
 */
function matchingSearch(q: string): SQL {
  const phone = normalizePhone(q);
  const digits = q.replace(/[\s\-+()]/g, '');
  const byPhone = phone
    ? eq(orders.contactPhone, phone)
    : /^\d{5,}$/.test(digits)
      ? like(orders.contactPhone, containing(digits))
      : undefined;
  return or(
    ilike(orders.number, containing(q)),
    ilike(orders.contactName, containing(q)),
    byPhone,
  )!;
}

/** The conditions of the desk's list; days are Dhaka's, both ends included. */
export function deskOrderFilters(query: DeskOrderQuery): SQL | undefined {
  return and(
    query.q ? matchingSearch(query.q) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.method ? eq(orders.paymentMethod, query.method) : undefined,
    query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
    query.district ? eq(orders.district, query.district) : undefined,
    query.from ? gte(orders.createdAt, dhakaDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, dhakaDayEnd(query.to)) : undefined,
  );
}
