import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import type { SettingsSection, StoreSettings } from '@/lib/content/schemas/store-settings';
import { readSettings } from './read-settings';

/**
 * A section of the store's settings for the storefront, cached under its own tag, which a
 * save of that section expires (lib/content/settings/save-settings.ts). Pages that show it (the
 * footer on every page, the store locator, product pages, checkout) stay prerendered.
 */
export async function getSettings<K extends SettingsSection>(
  section: K,
): Promise<StoreSettings[K]> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.settings(section));
  return readSettings(getDb(), section);
}
