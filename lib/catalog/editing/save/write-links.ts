import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '@/lib/db/client';
import { productAttributeValues, productTags } from '@/lib/db/schema';
import type { ProductInput } from '@/lib/validation';
import type { ProductState } from '../state/product-state';

type Link = { table: PgTable; product: PgColumn; linked: PgColumn };

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** Makes the product's links in one link table exactly `next`, touching only those that change. */
async function replaceLinks(
  tx: Transaction,
  { table, product, linked }: Link,
  productId: number,
  current: number[],
  next: number[],
): Promise<void> {
  if (current.some((id) => !next.includes(id))) {
    await tx.execute(sql`DELETE FROM ${table} WHERE ${product} = ${productId}
      AND NOT (${linked} = ANY(${intArray(next)}::int[]))`);
  }
  const added = next.filter((id) => !current.includes(id));
  if (added.length) {
    await tx.execute(sql`INSERT INTO ${table} (${sql.identifier(product.name)}, ${sql.identifier(linked.name)})
      SELECT ${productId}, unnest(${intArray(added)}::int[])`);
  }
}

/** Replaces the product's attribute values and tags with the input's. */
export async function writeLinks(
  tx: Transaction,
  productId: number,
  before: ProductState | null,
  input: ProductInput,
): Promise<void> {
  await replaceLinks(
    tx,
    {
      table: productAttributeValues,
      product: productAttributeValues.productId,
      linked: productAttributeValues.attributeValueId,
    },
    productId,
    before?.attributeValueIds ?? [],
    input.attributeValueIds,
  );
  await replaceLinks(
    tx,
    { table: productTags, product: productTags.productId, linked: productTags.tagId },
    productId,
    before?.tagIds ?? [],
    input.tagIds,
  );
}
