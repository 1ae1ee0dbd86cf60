import 'server-only';
import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireTags } from '@/lib/cache/expire';
import { pages } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { validationFailed } from '@/lib/domain-error';
import { type Actor, recordAudit, staffErrors } from '@/lib/identity';
import type { InfoPageInput } from '@/lib/content/schemas/content';
import { renderForSaving } from './markdown';

type BanglaFields = 'titleBn' | 'summaryBn' | 'bodyBn';
/** The form always sends the Bangla fields; a caller without them saves the page in English only. */
type PageFields = Omit<InfoPageInput, BanglaFields> & Partial<Pick<InfoPageInput, BanglaFields>>;

const audited = (page: Omit<PageFields, 'slug'>) => ({
  title: page.title,
  summary: page.summary,
  body: page.body,
  titleBn: page.titleBn ?? null,
  summaryBn: page.summaryBn ?? null,
  bodyBn: page.bodyBn ?? null,
});

/**
 * Saves an information page: its Markdown and the clean HTML it renders to, with an audit
 * entry. Its page (and its link previews) and the sitemap's date for it change: their tags
 * expire once it has committed. `create` refuses an address already taken; otherwise the
 * page must exist.
 */
export async function saveInfoPage(
  actor: Actor,
  input: PageFields,
  mode: 'create' | 'update',
): Promise<void> {
  const bodyHtml = renderForSaving(input.body, 'body');
  const bodyHtmlBn = input.bodyBn ? renderForSaving(input.bodyBn, 'bodyBn') : null;
  const values = { ...audited(input), bodyHtml, bodyHtmlBn, updatedAt: new Date() };
  await writeTransaction(async (tx) => {
    let before: ReturnType<typeof audited> | null = null;
    if (mode === 'create') {
      const created = await tx
        .insert(pages)
        .values({ slug: input.slug, ...values })
        .onConflictDoNothing({ target: pages.slug })
        .returning({ slug: pages.slug });
      if (created.length === 0) {
        throw validationFailed({ slug: 'A page already has this address: choose another.' });
      }
    } else {
      const [row] = await tx.select().from(pages).where(eq(pages.slug, input.slug)).for('update');
      if (!row) throw staffErrors.notFound('page');
      before = audited(row);
      await tx.update(pages).set(values).where(eq(pages.slug, input.slug));
    }
    await recordAudit(tx, actor, {
      action: mode === 'create' ? 'page.create' : 'page.update',
      entity: 'page',
      entityId: input.slug,
      before,
      after: audited(input),
    });
    afterCommit(tx, () => expireTags([cacheTags.page(input.slug), cacheTags.sitemap]));
  });
}
