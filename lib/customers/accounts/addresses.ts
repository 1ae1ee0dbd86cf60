import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { addresses, users } from '@/lib/db/schema';
import type { AddressInput } from '@/lib/ordering';
import { addressNotFound } from './errors';
import { listAddresses, toAddress } from './read';
import type { Address } from './types';

const ownedBy = (userId: number, addressId: number) =>
  and(eq(addresses.userId, userId), eq(addresses.id, addressId));

export async function getAddress(userId: number, addressId: number): Promise<Address> {
  const [row] = await getDb().select().from(addresses).where(ownedBy(userId, addressId));
  if (!row) throw addressNotFound();
  return toAddress(row);
}

/**
 * Address writes of one user take turns (the user's row is locked until the transaction
 * ends): otherwise two saves at once could both see no default, or both clear the old one,
 * and the second insert of a default would break the one-default index.
 */
async function lockAddressesOf(tx: Transaction, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Only one address is the default: clearing the others first keeps the unique index happy. */
async function clearDefault(tx: Transaction, userId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

/** The first address a shopper saves becomes the default without asking. */
async function hasAddresses(tx: Transaction, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .limit(1);
  return Boolean(row);
}

export const addressSavedMessage = 'Address saved';
export const addressDeletedMessage = 'Address deleted';

/** Adds an address (no id) or changes one of the user's own (with id); one transaction. */
export async function saveAddress(userId: number, input: AddressInput) {
  const { id, is_default, ...fields } = input;
  await getDb().transaction(async (tx) => {
    await lockAddressesOf(tx, userId);
    const isDefault = is_default || !(await hasAddresses(tx, userId));
    if (isDefault) await clearDefault(tx, userId);
    const values = { ...fields, isDefault, updatedAt: sql`now()` };
    if (id === undefined) {
      await tx.insert(addresses).values({ ...values, userId });
      return;
    }
    const changed = await tx
      .update(addresses)
      .set(is_default ? values : { ...fields, updatedAt: sql`now()` })
      .where(ownedBy(userId, id))
      .returning({ id: addresses.id });
    if (changed.length === 0) throw addressNotFound();
  });
  return { message: addressSavedMessage, addresses: await listAddresses(userId) };
}

/** Deletes one of the user's addresses; if it was the default, the oldest left takes over. */
export async function deleteAddress(userId: number, addressId: number) {
  await getDb().transaction(async (tx) => {
    await lockAddressesOf(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(ownedBy(userId, addressId))
      .returning({ isDefault: addresses.isDefault });
    if (!removed) throw addressNotFound();
    if (!removed.isDefault) return;
    await tx.execute(sql`
      UPDATE addresses SET is_default = true
      WHERE id = (SELECT min(id) FROM addresses WHERE user_id = ${userId})`);
  });
  return { message: addressDeletedMessage, addresses: await listAddresses(userId) };
}
