import 'server-only';
import { cacheTags } from '@/lib/cache-tags';
import { expireTags } from '@/lib/cache/expire';
import { storeSettings } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import {
  settingsSchemas,
  type SettingsSection,
  type StoreSettings,
} from '@/lib/content/schemas/store-settings';
import { readSettings } from './read-settings';

/**
 * Replaces one section of the store's settings, with its audit entry (before and after),
 * and expires that section's tag once committed. The value is checked again here, so no
 * caller can store what the storefront would refuse to read.
 */
export async function saveSettings<K extends SettingsSection>(
  actor: Actor,
  section: K,
  input: StoreSettings[K],
): Promise<StoreSettings[K]> {
  const value = settingsSchemas[section].parse(input) as StoreSettings[K];
  return writeTransaction(async (tx) => {
    // The row lock orders two saves of one section, so each audit entry's `before` is
    // what the other left; the first save of a section inserts its row.
    const before = await readSettings(tx, section, { lock: true });
    const changes = { value, updatedAt: new Date(), updatedBy: actor.id };
    await tx
      .insert(storeSettings)
      .values({ key: section, ...changes })
      .onConflictDoUpdate({ target: storeSettings.key, set: changes });
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entity: 'settings',
      entityId: section,
      before,
      after: value,
    });
    afterCommit(tx, () => expireTags([cacheTags.settings(section)]));
    return value;
  });
}
