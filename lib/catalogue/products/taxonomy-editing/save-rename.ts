import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { attributes, tags } from '@/lib/db/schema';
import { type Actor, recordAudit } from '@/lib/identity';
import { namesAfter, type Names } from './names';

/** The records whose editor changes nothing but their names. */
const renamed = { tag: tags, attribute: attributes };

/**
 * Saves the new names of a tag or an attribute, whose row the caller has locked, and
 * records the rename in the audit log as '{entity}.rename'. False when the names are the
 * saved ones: nothing is written. Which pages show the name is the caller's to expire.
 */
export async function saveRename(
  tx: Transaction,
  actor: Actor,
  entity: keyof typeof renamed,
  saved: Names & { id: number },
  input: { name: string; nameBn?: string | null },
): Promise<boolean> {
  const { changed, ...names } = namesAfter(saved, input);
  if (!changed) return false;
  const table = renamed[entity];
  await tx.update(table).set(names).where(eq(table.id, saved.id));
  await recordAudit(tx, actor, {
    action: `${entity}.rename`,
    entity,
    entityId: saved.id,
    before: { name: saved.name, nameBn: saved.nameBn },
    after: names,
  });
  return true;
}
