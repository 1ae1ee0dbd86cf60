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

/** Each variant with the ids of its size and colour values (each name resolved once). */
export async function withVariantValueIds<T extends { size: string; colour: string }>(
  db: Database,
  list: readonly T[],
): Promise<(T & VariantValueIds)[]> {
  const resolved = new Map<string, number>();
  const idOf = async (option: VariantOption, name: string) => {
    const key = `${option}\u0000${name}`;
    if (!resolved.has(key)) resolved.set(key, await variantOptionValue(db, option, name));
    return resolved.get(key)!;
  };
  const out: (T & VariantValueIds)[] = [];
  for (const variant of list) {
    out.push({
      ...variant,
      sizeValueId: await idOf('size', variant.size),
      colourValueId: await idOf('colour', variant.colour),
    });
  }
  return out;
}
