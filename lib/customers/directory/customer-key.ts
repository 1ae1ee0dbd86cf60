import { adminRoutes } from '@/lib/identity/client';
import { normalizePhone } from '@/lib/validation';

/**
 * A customer as the staff side names one: an account, or a guest known only by the phone
 * their orders were placed with. Stored as `account:{id}` or `phone:+8801…` (customer
 * notes); in addresses as the account's id or the phone as typed (`/admin/customers/12`,
 * `/admin/customers/01712345678`).
 */
export type CustomerKey = { kind: 'account'; id: number } | { kind: 'guest'; phone: string };

const maxId = 2_147_483_647;

/** Any of the key's spellings (stored or in an address); null when it names no customer. */
export function parseCustomerKey(text: string): CustomerKey | null {
  const value = text.trim();
  const stored = /^(account|phone):(.+)$/.exec(value);
  const body = stored ? stored[2]! : value;
  if (stored?.[1] !== 'account') {
    const phone = normalizePhone(body);
    if (phone) return { kind: 'guest', phone };
    if (stored) return null;
  }
  if (!/^[1-9]\d{0,9}$/.test(body) || Number(body) > maxId) return null;
  return { kind: 'account', id: Number(body) };
}

/** The stored spelling: `account:12` or `phone:+8801712345678`. */
export const customerKeyText = (key: CustomerKey): string =>
  key.kind === 'account' ? `account:${key.id}` : `phone:${key.phone}`;

/** The key in an address: the account's id, or the phone as staff dial it (01…). */
export const customerSegment = (key: CustomerKey): string =>
  key.kind === 'account' ? String(key.id) : key.phone.replace(/^\+88/, '');

/** The customer's page on the staff side. */
export const customerPath = (key: CustomerKey): string =>
  adminRoutes.customers.detail(customerSegment(key));

/** The staff order form, started for this customer. */
export const newOrderPath = (key: CustomerKey): string =>
  adminRoutes.orders.new({ customer: customerSegment(key) });
