import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import type { VariantOption } from './variant-word';

export type VariantValueIds = { sizeValueId: number; colourValueId: number };

/**
 * The Size or Colour value a variant's size or colour names, case and spaces aside; one
 * the store lacks is made at the end of its attribute with a slug in the store's pattern.
 * It is the migration's function (drizzle/0033, variant_option_value), so every writer
 * resolves a name as the migration did.
 */
export async function variantOptionValue(
  db: Database,
  option: VariantOption,
  name: string,
): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(
    sql`select variant_option_value(${option}, ${name}) as id`,
  );
  return Number(rows[0]!.id);
}

/** The value id of each of these names, each name resolved once. */
async function valueIdsOf(db: Database, option: VariantOption, names: string[]) {
  const ids = new Map<string, number>();
  for (const name of names) {
    if (!ids.has(name)) ids.set(name, await variantOptionValue(db, option, name));
  }
  return ids;
}

/**
 * Each variant with the ids of its size and colour values. Every size before any colour:
 * making a value locks its attribute's row, so two saves that make both take them in one
 * order and never wait for each other.
 */
export async function withVariantValueIds<T extends { size: string; colour: string }>(
  db: Database,
  list: readonly T[],
): Promise<(T & VariantValueIds)[]> {
  const sizes = await valueIdsOf(
    db,
    'size',
    list.map((variant) => variant.size),
  );
  const colours = await valueIdsOf(
    db,
    'colour',
    list.map((variant) => variant.colour),
  );
  return list.map((variant) => ({
    ...variant,
    sizeValueId: sizes.get(variant.size)!,
    colourValueId: colours.get(variant.colour)!,
  }));
}
