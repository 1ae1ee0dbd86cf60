import 'server-only';
import { desc, eq, inArray } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb, type Database } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { customerNotes, users } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import { type Actor, recordAudit } from '@/lib/identity';
import { customerNoteSchema } from '@/lib/customers/schemas/customers';
import { customerKeyText } from './customer-key';
import { findCustomer, noteKeysOf, type FoundCustomer } from './find-customer';

export type CustomerNote = {
  id: number;
  body: string;
  /** The staff member who wrote it; null once their account is gone. */
  author: string | null;
  createdAt: string;
};

export const customerNotFound = () =>
  new DomainError({ kind: 'not_found', code: 'not_found', message: 'There is no such customer.' });

/** The customer's notes, newest first (an account's include those from its guest days). */
export async function notesOf(db: Database, customer: FoundCustomer): Promise<CustomerNote[]> {
  const rows = await db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      author: users.name,
      createdAt: customerNotes.createdAt,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorId))
    .where(inArray(customerNotes.customerKey, noteKeysOf(customer)))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * A staff note about a customer (an account id or a guest's phone), with its audit entry
 * in the same transaction; 404 for a key that names no customer.
 */
export async function addCustomerNote(
  actor: Actor,
  key: string,
  body: string,
): Promise<CustomerNote> {
  const input = parseWith(customerNoteSchema, { key, body }, 'body');
  const customer = await findCustomer(getDb(), input.key);
  if (!customer) throw customerNotFound();
  const customerKey = customerKeyText(customer.key);
  return writeTransaction(async (tx) => {
    const [note] = await tx
      .insert(customerNotes)
      .values({ customerKey, body: input.body, authorId: actor.id })
      .returning();
    await recordAudit(tx, actor, {
      action: 'customer.note',
      entity: 'customer',
      entityId: customerKey,
      after: { body: input.body },
    });
    return {
      id: note!.id,
      body: note!.body,
      author: actor.name,
      createdAt: note!.createdAt.toISOString(),
    };
  });
}
