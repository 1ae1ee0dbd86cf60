import 'server-only';
import { eq } from 'drizzle-orm';
import type { Viewer } from './auth';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { type Actor, staffErrors } from '@/lib/identity';

/**
 * The staff member behind an API call made with the `staff` option, as the audit log names
 * them. The wrapper has already checked the role; only the name is read here.
 */
export async function actorOfViewer(viewer: Viewer): Promise<Actor> {
  if (!viewer.staffRole) throw staffErrors.notAllowed();
  const [row] = await getDb()
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!row) throw staffErrors.signedOut();
  return { id: viewer.id, name: row.name, role: viewer.staffRole };
}
