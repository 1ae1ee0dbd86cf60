import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, productImages, users } from '@/lib/db/schema';
import { setMediaStorageForTests } from '@/lib/media/storage/configured';
import type { Actor } from '@/lib/staff/actor';
import type { StaffRole } from '@/lib/staff/roles';
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

/** The files under the storage's uploads/ folder, relative to it. */
export async function uploadedFiles(storage: TestStorage): Promise<string[]> {
  const folder = path.join(storage.root!, 'uploads');
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
