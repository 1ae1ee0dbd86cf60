import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { storeSettings } from '@/lib/db/schema';
import { getSettings } from '@/lib/content/settings/cached';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { readSettings } from '@/lib/content/settings/read-settings';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeContent, ghost, managerOf } from './support';
import { captureLog } from '@/tests/helpers/captured-log';

const newContacts = {
  phone: '+880 1999-123456',
  email: 'hello@example.com',
  whatsapp: '01999123456',
};

describeContent("the store's settings", (fixture) => {
  beforeEach(() => takeExpiredTags());

  it('read as the defaults while nothing is stored', async () => {
    expect(await getDb().select().from(storeSettings)).toEqual([]);
    for (const section of ['contacts', 'showroom', 'social', 'delivery'] as const) {
      expect(await getSettings(section)).toEqual(settingsDefaults[section]);
    }
  });

  it('save one section, audit it, and expire only its tag once committed', async () => {
    const saved = await saveSettings(managerOf(fixture()), 'contacts', newContacts);
    expect(saved).toEqual(newContacts);
    expect(await getSettings('contacts')).toEqual(newContacts);
    expect(await getSettings('delivery')).toEqual(settingsDefaults.delivery);
    expect(takeExpiredTags()).toEqual([cacheTags.settings('contacts')]);

    const [entry] = await auditOf('settings');
    expect(entry).toMatchObject({
      actorId: fixture().manager,
      action: 'settings.update',
      entityId: 'contacts',
      before: settingsDefaults.contacts,
      after: newContacts,
    });
  });

  it('record what the last save left as the next one’s "before"', async () => {
    const rates = { insideDhaka: 70, outsideDhaka: 140, freeDeliveryFrom: 20000 };
    await saveSettings(managerOf(fixture()), 'delivery', rates);
    await saveSettings(managerOf(fixture()), 'delivery', { ...rates, insideDhaka: 60 });
    const [last] = await auditOf('settings');
    expect(last).toMatchObject({ before: rates, after: { ...rates, insideDhaka: 60 } });
    const [row] = await getDb()
      .select()
      .from(storeSettings)
      .where(eq(storeSettings.key, 'delivery'));
    expect(row!.updatedBy).toBe(fixture().manager);
    takeExpiredTags();
  });

  it('refuse a value the storefront could not read, storing and expiring nothing', async () => {
    const before = await readSettings(getDb(), 'showroom');
    await expect(
      saveSettings(managerOf(fixture()), 'showroom', { ...before, postcode: 'ABCD' }),
    ).rejects.toThrow();
    expect(await readSettings(getDb(), 'showroom')).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('expire nothing when the transaction fails', async () => {
    const before = await readSettings(getDb(), 'social');
    await expect(
      saveSettings(ghost, 'social', { Facebook: 'https://fb.example/x' }),
    ).rejects.toThrow();
    expect(await readSettings(getDb(), 'social')).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('read a stored section that no longer passes its schema as the defaults', async () => {
    await getDb()
      .insert(storeSettings)
      .values({ key: 'showroom', value: { name: 'Half a document' } })
      .onConflictDoUpdate({
        target: storeSettings.key,
        set: { value: { name: 'Half a document' } },
      });
    const log = captureLog();
    expect(await readSettings(getDb(), 'showroom')).toEqual(settingsDefaults.showroom);
    log.restore();
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', section: 'showroom' })]);
  });
});
