import 'server-only';
import { pages } from '@/lib/db/schema';
import { pagesRevisedAt } from './catalogue-date';
import { infoPages } from './info-pages';
import type { Transaction } from './transaction';

/** Adds the information pages that do not exist yet; edited pages are never overwritten. */
export async function seedPages(tx: Transaction): Promise<number> {
  const created = await tx
    .insert(pages)
    .values(infoPages.map((page) => ({ ...page, updatedAt: pagesRevisedAt })))
    .onConflictDoNothing({ target: pages.slug })
    .returning({ slug: pages.slug });
  return created.length;
}
