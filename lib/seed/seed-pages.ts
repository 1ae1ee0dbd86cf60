import 'server-only';
import { renderMarkdown } from '@/lib/content/pages/markdown';
import { sectionsToMarkdown } from '@/lib/content/pages/sections-to-markdown';
import { pages } from '@/lib/db/schema';
import { pagesRevisedAt } from './catalogue-date';
import { infoPages } from './info-pages';
import type { Transaction } from './transaction';

/** Adds the information pages that do not exist yet; edited pages are never overwritten. */
export async function seedPages(tx: Transaction): Promise<number> {
  const created = await tx
    .insert(pages)
    .values(
      infoPages.map(({ sections, ...page }) => {
        const body = sectionsToMarkdown(sections);
        return { ...page, body, bodyHtml: renderMarkdown(body), updatedAt: pagesRevisedAt };
      }),
    )
    .onConflictDoNothing({ target: pages.slug })
    .returning({ slug: pages.slug });
  return created.length;
}
