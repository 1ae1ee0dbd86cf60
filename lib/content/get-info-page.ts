import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pages } from '@/lib/db/schema';

export type InfoPage = typeof pages.$inferSelect;

/** An information page (/pages/{slug}), or null when there is none. */
export async function getInfoPage(slug: string): Promise<InfoPage | null> {
  const [page] = await getDb().select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return page ?? null;
}

export async function listInfoPageSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return getDb().select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages);
}
