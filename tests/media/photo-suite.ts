import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, productImages, productPhotoUploads, users } from '@/lib/db/schema';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { addProductPhotos } from '@/lib/catalogue/products/photos/add-product-photos';
import { photosOf } from '@/lib/catalogue/products/photos/product-photo-rows';
import { setMediaStorageForTests } from '@/lib/catalogue/media/storage/configured';
import type { Actor } from '@/lib/identity/staff/actor';
import type { StaffRole } from '@/lib/identity/staff/roles';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import type { CatalogueFixture } from '@/tests/fixtures/catalog';
import type { EngineName } from '@/tests/helpers/test-database';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { openTestStorage, type TestStorage } from './storages';

export type PhotoSuite = {
  catalogue: CatalogueFixture;
  storage: TestStorage;
  manager: Actor;
  clerk: Actor;
};

async function staffMember(name: string, role: StaffRole): Promise<Actor> {
  const [row] = await getDb()
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}@noorejahan.test`, staffRole: role })
    .returning();
  return { id: row!.id, name, role };
}

/**
 * A suite over the mini catalogue (each database engine) whose photos go to a temporary
 * folder, with a manager (who may change photos) and a clerk of role `staff` (who may not).
 */
export function describePhotoSuite(
  title: string,
  suite: (context: () => PhotoSuite, engine: EngineName) => void,
): void {
  describeCatalogue(title, (fixture, engine) => {
    let context: PhotoSuite | undefined;
    beforeAll(async () => {
      const storage = await openTestStorage('local');
      setMediaStorageForTests(storage.storage);
      const [manager, clerk] = [
        await staffMember('Rina', 'manager'),
        await staffMember('Karim', 'staff'),
      ];
      context = { catalogue: fixture(), storage, manager, clerk };
    });
    beforeEach(() => takeExpiredTags());
    afterAll(async () => {
      setMediaStorageForTests(undefined);
      await context?.storage.dispose();
    });
    suite(() => {
      if (!context) throw new Error('the photo suite is not ready yet');
      return context;
    }, engine);
  });
}

/** The files under the storage's uploads/ folder (the photos made), relative to it. */
export const uploadedFiles = (storage: TestStorage) => filesUnder(storage, 'uploads');

/** The files under the storage's originals/ folder (uploads waiting for their job). */
export const originalFiles = (storage: TestStorage) => filesUnder(storage, 'originals');

async function filesUnder(storage: TestStorage, top: string): Promise<string[]> {
  const folder = path.join(storage.root!, top);
  const entries = await fs.readdir(folder, { recursive: true }).catch(() => []);
  const files = [];
  for (const entry of entries) {
    if ((await fs.stat(path.join(folder, entry))).isFile()) files.push(entry);
  }
  return files.sort();
}

export const photoRows = (productId: number) =>
  getDb()
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));

export const auditEntries = (productId: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(productId)))
    .orderBy(asc(auditLog.id));

export const uploadRows = (productId: number) =>
  getDb()
    .select()
    .from(productPhotoUploads)
    .where(eq(productPhotoUploads.productId, productId))
    .orderBy(asc(productPhotoUploads.id));

/** The process-photo jobs waiting in the queue, by the upload each is for. */
export async function queuedPhotoJobs(): Promise<number[]> {
  const { rows } = await getDb().execute(
    sql`SELECT data FROM pgboss.job WHERE name = 'process-photo' AND state = 'created'
        ORDER BY created_on`,
  );
  return rows.map((row) => Number((row.data as { uploadId: unknown }).uploadId));
}

export { makeRetriesDue } from '@/tests/helpers/job-retries';

/** Uploads photos and runs their jobs, as a worker would: the product's photos after that. */
export async function addPhotosNow(...args: Parameters<typeof addProductPhotos>) {
  await addProductPhotos(...args);
  await drainJobs(['process-photo']);
  return photosOf(getDb(), args[1].productId as number);
}
