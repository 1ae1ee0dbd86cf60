import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { productTags, tags } from '@/lib/db/schema';

export type AdminTag = {
  id: number;
  name: string;
  /** Shown to shoppers on Bangla pages; null: the English name. */
  nameBn: string | null;
  slug: string;
  productCount: number;
};

/** Every tag by name, with how many products carry it. */
export async function listAdminTags(): Promise<AdminTag[]> {
  const rows = await getDb()
    .select({
      id: tags.id,
      name: tags.name,
      nameBn: tags.nameBn,
      slug: tags.slug,
      productCount: count(productTags.productId),
    })
    .from(tags)
    .leftJoin(productTags, eq(productTags.tagId, tags.id))
    .groupBy(tags.id)
    .orderBy(asc(tags.name), asc(tags.id));
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
}
