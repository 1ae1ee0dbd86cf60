import 'server-only';
import { like, or, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { slugify } from '@/lib/format/slug';

/** A slug of at most 120 characters; '' when the text has no Latin letter or digit. */
const slugOf = (text: string) => slugify(text).slice(0, 120).replace(/-+$/, '');

/**
 * A new product's address, made from its name (or its SKU, for a name in Bangla), with the
 * SKU or a number added when another product has it already. `claimed` holds the slugs
 * given out earlier in the same transaction.
 */
export async function freeSlug(
  db: Database,
  name: string,
  sku: string,
  claimed: Set<string>,
): Promise<string> {
  const base = slugOf(name) || slugOf(sku) || 'product';
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  const taken = new Set([...claimed, ...rows.map((row) => row.slug)]);
  const bySku = slugOf(sku);
  const candidates = [base, ...(bySku && bySku !== base ? [`${base}-${bySku}`] : [])];
  let slug = candidates.find((candidate) => !taken.has(candidate));
  for (let number = 2; !slug; number += 1) {
    if (!taken.has(`${base}-${number}`)) slug = `${base}-${number}`;
  }
  claimed.add(slug);
  return slug;
}
