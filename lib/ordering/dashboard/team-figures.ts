import 'server-only';
import { count, gt, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';

export type TeamFigures = { staff: number; changesToday: number };

/** The owner's figures: how many staff there are, and how many changes they made in 24 hours. */
export async function teamFigures(): Promise<TeamFigures> {
  const db = getDb();
  const [[staff], [changes]] = await Promise.all([
    db.select({ count: count() }).from(users).where(isNotNull(users.staffRole)),
    db
      .select({ count: count() })
      .from(auditLog)
      .where(gt(auditLog.createdAt, sql`now() - interval '24 hours'`)),
  ]);
  return { staff: staff?.count ?? 0, changesToday: changes?.count ?? 0 };
}
