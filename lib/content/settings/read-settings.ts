import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { storeSettings } from '@/lib/db/schema';
import {
  settingsSchemas,
  type SettingsSection,
  type StoreSettings,
} from '@/lib/content/schemas/store-settings';
import { settingsDefaults } from './defaults';
import { withBanglaDefaults } from './showroom';
import { logger } from '@/lib/log/logger';

/** What a stored section lacks from a later version, filled as it is read. */
const fillers: { [K in SettingsSection]?: (value: StoreSettings[K]) => StoreSettings[K] } = {
  showroom: withBanglaDefaults,
};

/**
 * One section of the store's settings as stored, or its defaults when it has no row. A row
 * that no longer passes the schema (written by an older version) also reads as the
 * defaults, and says so in the log: the storefront never shows a half-valid document.
 */
export async function readSettings<K extends SettingsSection>(
  db: Database | Transaction,
  section: K,
  options: { lock?: boolean } = {},
): Promise<StoreSettings[K]> {
  const query = db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(eq(storeSettings.key, section));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return settingsDefaults[section];
  const parsed = settingsSchemas[section].safeParse(row.value);
  if (parsed.success) {
    const value = parsed.data as StoreSettings[K];
    return fillers[section]?.(value) ?? value;
  }
  logger().error({ section }, 'stored settings not valid; using the defaults');
  return settingsDefaults[section];
}

/** A section as stored now, not cached: what the staff side's forms start from. */
export const currentSettings = <K extends SettingsSection>(section: K) =>
  readSettings(getDb(), section);
