import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireTags } from '@/lib/cache/expire';
import type { Transaction } from '@/lib/db/client';
import { bannerSlides } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit, type AuditEntry, staffErrors } from '@/lib/identity';
import type { BannerSlideInput } from '@/lib/content/schemas/content';
import type { BannerSlideRow } from './slides';

/** Every change of a slide is audited in its transaction and expires the banner's tag after it. */
function changed(tx: Transaction, actor: Actor, entry: AuditEntry) {
  afterCommit(tx, () => expireTags([cacheTags.banner]));
  return recordAudit(tx, actor, entry);
}

async function lockedSlide(tx: Transaction, id: number): Promise<BannerSlideRow> {
  const [slide] = await tx.select().from(bannerSlides).where(eq(bannerSlides.id, id)).for('update');
  if (!slide) throw staffErrors.notFound('slide');
  return slide;
}

/** A slide as the audit log keeps it: what staff set, without the row's own timestamps. */
function audited(slide: BannerSlideRow): Partial<BannerSlideRow> {
  const entry: Partial<BannerSlideRow> = { ...slide };
  delete entry.createdAt;
  delete entry.updatedAt;
  return entry;
}

/** Adds a slide at the end of the banner. */
export function createSlide(actor: Actor, input: BannerSlideInput): Promise<BannerSlideRow> {
  return writeTransaction(async (tx) => {
    // Two additions at once would read the same last position: the table lock orders them.
    await tx.execute(sql`LOCK TABLE ${bannerSlides} IN SHARE ROW EXCLUSIVE MODE`);
    const [row] = await tx
      .insert(bannerSlides)
      .values({
        ...input,
        position: sql`(SELECT coalesce(max(${bannerSlides.position}) + 1, 0) FROM ${bannerSlides})`,
      })
      .returning();
    await changed(tx, actor, {
      action: 'banner.create',
      entity: 'banner_slide',
      entityId: row!.id,
      after: audited(row!),
    });
    return row!;
  });
}

export function updateSlide(actor: Actor, id: number, input: BannerSlideInput) {
  return writeTransaction(async (tx) => {
    const before = await lockedSlide(tx, id);
    const [row] = await tx
      .update(bannerSlides)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(bannerSlides.id, id))
      .returning();
    await changed(tx, actor, {
      action: 'banner.update',
      entity: 'banner_slide',
      entityId: id,
      before: audited(before),
      after: audited(row!),
    });
    return row!;
  });
}

export function deleteSlide(actor: Actor, id: number): Promise<void> {
  return writeTransaction(async (tx) => {
    const before = await lockedSlide(tx, id);
    await tx.delete(bannerSlides).where(eq(bannerSlides.id, id));
    await changed(tx, actor, {
      action: 'banner.delete',
      entity: 'banner_slide',
      entityId: id,
      before: audited(before),
    });
  });
}

/** Moves a slide one place earlier or later; positions are renumbered 0, 1, 2… */
export function moveSlide(actor: Actor, id: number, direction: 'up' | 'down'): Promise<void> {
  return writeTransaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${bannerSlides} IN SHARE ROW EXCLUSIVE MODE`);
    const rows = await tx
      .select({ id: bannerSlides.id })
      .from(bannerSlides)
      .orderBy(asc(bannerSlides.position), asc(bannerSlides.id));
    const order = rows.map((row) => row.id);
    const from = order.indexOf(id);
    if (from < 0) throw staffErrors.notFound('slide');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    const moved = [...order];
    [moved[from], moved[to]] = [moved[to]!, moved[from]!];
    for (const [position, slideId] of moved.entries()) {
      await tx.update(bannerSlides).set({ position }).where(eq(bannerSlides.id, slideId));
    }
    await changed(tx, actor, {
      action: 'banner.reorder',
      entity: 'banner_slide',
      entityId: id,
      before: { order },
      after: { order: moved },
    });
  });
}
