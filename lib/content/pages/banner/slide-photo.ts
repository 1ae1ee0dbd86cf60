import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireTags } from '@/lib/cache/expire';
import type { Transaction } from '@/lib/db/client';
import { bannerSlides } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { forbidden } from '@/lib/domain-error';
import {
  mediaKeyOfUrl,
  mediaUrlOf,
  processPhotoCrops,
  type PhotoCrop,
  type PhotoFile,
  mediaStorage,
} from '@/lib/catalogue';
import { type Actor, recordAudit, staffErrors, roleMay } from '@/lib/identity';
import type { SlidePhotoCrop } from '@/lib/content/schemas/content';

/**
 * The banner's frames: beside the message on a wide screen (about square from 1024 to
 * 1440 px), and under it on a phone, 4:5 (components/home/home-banner.tsx).
 */
export const slideCrops = {
  desktop: { width: 1600, height: 1600 },
  phone: { width: 1200, height: 1500 },
} as const satisfies Record<string, PhotoCrop>;

export type SlidePhotos = { image: string | null; imagePhone: string | null };

const bannerFolder = 'banner/';

/** Keys of files this module made; a typed path (a product's photo, /images/…) is never removed. */
const ownKeys = (paths: (string | null)[]) =>
  paths
    .map((path) => (path ? mediaKeyOfUrl(path) : null))
    .filter((key): key is string => key?.startsWith(bannerFolder) ?? false);

function requireContentEditor(actor: Actor): void {
  if (!roleMay(actor.role, 'editContent')) {
    throw forbidden('forbidden', 'Your role may not change the store’s content.');
  }
}

async function removeQuietly(keys: string[]): Promise<void> {
  const storage = mediaStorage();
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/** Writes the slide's photographs, audited; after commit the banner expires and replaced files go. */
async function setPhotos(
  tx: Transaction,
  actor: Actor,
  slideId: number,
  change: Partial<SlidePhotos>,
): Promise<SlidePhotos> {
  const [before] = await tx
    .select({ image: bannerSlides.image, imagePhone: bannerSlides.imagePhone })
    .from(bannerSlides)
    .where(eq(bannerSlides.id, slideId))
    .for('update');
  if (!before) throw staffErrors.notFound('slide');
  const [after] = await tx
    .update(bannerSlides)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(bannerSlides.id, slideId))
    .returning({ image: bannerSlides.image, imagePhone: bannerSlides.imagePhone });
  const kept = new Set([after!.image, after!.imagePhone]);
  const replaced = ownKeys([before.image, before.imagePhone].filter((path) => !kept.has(path)));
  afterCommit(tx, async () => {
    await expireTags([cacheTags.banner]);
    await removeQuietly(replaced);
  });
  await recordAudit(tx, actor, {
    action: 'banner.photo',
    entity: 'banner_slide',
    entityId: slideId,
    before,
    after: after!,
  });
  return after!;
}

/**
 * Makes a slide's photographs from one upload: its desktop and phone crops (`both`), or a
 * phone crop alone, for a photograph that reads better cut differently. The file is checked
 * by its bytes and re-encoded (lib/catalogue/media/process-photo.ts) before anything is stored.
 */
export async function uploadSlidePhoto(
  actor: Actor,
  input: { slideId: number; file: PhotoFile; crop: SlidePhotoCrop },
): Promise<SlidePhotos> {
  requireContentEditor(actor);
  const names = input.crop === 'both' ? (['desktop', 'phone'] as const) : (['phone'] as const);
  const made = await processPhotoCrops(
    input.file,
    names.map((name) => slideCrops[name]),
  );
  const keys = names.map((name) => `${bannerFolder}${input.slideId}-${name}-${randomUUID()}.webp`);
  const storage = mediaStorage();
  try {
    await Promise.all(
      made.map((photo, index) => storage.put(keys[index]!, photo.body, photo.contentType)),
    );
    const urls = keys.map(mediaUrlOf);
    return await writeTransaction((tx) =>
      setPhotos(
        tx,
        actor,
        input.slideId,
        input.crop === 'both'
          ? { image: urls[0]!, imagePhone: urls[1]! }
          : { imagePhone: urls[0]! },
      ),
    );
  } catch (error) {
    await removeQuietly(keys);
    throw error;
  }
}

/** Takes a slide's photographs away: the slide is then not shown until it has one again. */
export async function removeSlidePhoto(actor: Actor, slideId: number): Promise<SlidePhotos> {
  requireContentEditor(actor);
  return writeTransaction((tx) => setPhotos(tx, actor, slideId, { image: null, imagePhone: null }));
}
