import 'server-only';
import { eq } from 'drizzle-orm';
import { occasionLinks } from '@/lib/config';
import { occasions } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { DomainError } from '@/lib/domain-error';
import { type Actor, recordAudit } from '@/lib/identity';
import { expireAfterCommit } from '../expire-after-commit';
import { lockedOccasions, occasionIn } from './locked-occasions';
import { occasionChangeTags } from './occasion-change-tags';

/** Whether the store's menus link to this occasion (lib/config.ts): such a one stays. */
export const linkedFromMenus = (slug: string) =>
  occasionLinks.some((link) => link.href === `/occasion/${slug}`);

/**
 * Deletes an occasion: its page stops opening and its tile leaves the home page. Its
 * categories and their products stay as they are (the links go with it, by cascade).
 */
export async function deleteOccasion(actor: Actor, occasionId: number): Promise<{ slug: string }> {
  return writeTransaction(async (tx) => {
    const old = occasionIn(await lockedOccasions(tx), occasionId);
    if (linkedFromMenus(old.slug)) {
      throw new DomainError({
        kind: 'conflict',
        code: 'occasion_in_menus',
        message: `The menus link to /occasion/${old.slug}: it stays. Change what it gathers instead.`,
      });
    }
    await tx.delete(occasions).where(eq(occasions.id, old.id));
    const { id, ...before } = old;
    await recordAudit(tx, actor, {
      action: 'occasion.delete',
      entity: 'occasion',
      entityId: id,
      before,
    });
    expireAfterCommit(tx, occasionChangeTags(old.slug, 'gathering'));
    return { slug: old.slug };
  });
}
