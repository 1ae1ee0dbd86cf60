import 'server-only';
import { and, desc, eq, like } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { productImages, products } from '@/lib/db/schema';

export type ImageChoice = { path: string; label: string };

/**
 * Photographs a slide may use: the first photograph of the newest products, which the
 * store already serves under /media. Uploading a photograph for a slide belongs to the
 * media library; once it exists, its images join this list here.
 */
export async function bannerImageChoices(limit = 40): Promise<ImageChoice[]> {
  const rows = await getDb()
    .select({ path: productImages.path, name: products.name })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .where(and(eq(productImages.position, 0), like(productImages.path, '/media/%')))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((row) => ({ path: row.path, label: row.name }));
}
