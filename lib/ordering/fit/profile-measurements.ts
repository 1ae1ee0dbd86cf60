import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { userMeasurements } from '@/lib/db/schema';
import { convert, isMeasurementKey, type MeasurementUnit } from '@/lib/catalogue';
import {
  type LineMeasurements,
  type ProfileMeasurements,
  type SavedMeasurements,
} from '@/lib/ordering/schemas/measurements';

const none: SavedMeasurements = { unit: 'in', values: {}, updated_at: null };

/** GET /api/v1/user/measurements: the shopper's saved measurements (none yet: empty values). */
export async function readProfileMeasurements(
  userId: number,
  db: Database | Transaction = getDb(),
): Promise<SavedMeasurements> {
  const [row] = await db
    .select()
    .from(userMeasurements)
    .where(eq(userMeasurements.userId, userId))
    .limit(1);
  if (!row) return none;
  return { unit: row.unit, values: row.values, updated_at: row.updatedAt.toISOString() };
}

async function write(db: Database | Transaction, userId: number, body: ProfileMeasurements) {
  const values = { unit: body.unit, values: body.values, updatedAt: sql`now()` };
  await db
    .insert(userMeasurements)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userMeasurements.userId, set: values });
}

/** PUT /api/v1/user/measurements: replaces the saved measurements with these. */
export async function saveProfileMeasurements(
  userId: number,
  body: ProfileMeasurements,
): Promise<SavedMeasurements> {
  await write(getDb(), userId, body);
  return readProfileMeasurements(userId);
}

/**
 * An order's measurements join the shopper's saved ones (in the order's transaction): the
 * newest line's unit wins, earlier values are converted to it, a kind given again replaces
 * the saved one, kinds not given stay.
 */
export async function keepOrderMeasurements(
  tx: Transaction,
  userId: number,
  lines: readonly { measurements?: LineMeasurements }[],
): Promise<void> {
  const given = lines.flatMap((line) => (line.measurements ? [line.measurements] : []));
  if (given.length === 0) return;
  const [saved] = await tx
    .select()
    .from(userMeasurements)
    .where(eq(userMeasurements.userId, userId))
    .for('update');
  const unit = given.at(-1)!.unit;
  const values: Record<string, number> = {};
  const take = (from: Record<string, number>, fromUnit: MeasurementUnit) => {
    for (const [key, value] of Object.entries(from)) {
      if (isMeasurementKey(key)) values[key] = convert(value, fromUnit, unit);
    }
  };
  if (saved) take(saved.values, saved.unit);
  for (const line of given) take(line.values, line.unit);
  await write(tx, userId, { unit, values });
}
