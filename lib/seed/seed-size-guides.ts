import 'server-only';
import { inArray } from 'drizzle-orm';
import { renderMarkdown } from '@/lib/content/pages/markdown';
import { categories, sizeGuides } from '@/lib/db/schema';
import { pagesRevisedAt } from './catalogue-date';
import { seededSizeGuides } from './made-to-measure';
import type { Transaction } from './transaction';

/** Adds the demo size guides of categories that have none; edited guides are left alone. */
export async function seedSizeGuides(tx: Transaction): Promise<number> {
  const owners = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, Object.keys(seededSizeGuides)));
  if (owners.length === 0) return 0;
  const created = await tx
    .insert(sizeGuides)
    .values(
      owners.map(({ id, slug }) => {
        const body = seededSizeGuides[slug]!;
        return { categoryId: id, body, bodyHtml: renderMarkdown(body), updatedAt: pagesRevisedAt };
      }),
    )
    .onConflictDoNothing({ target: sizeGuides.categoryId })
    .returning({ id: sizeGuides.categoryId });
  return created.length;
}
