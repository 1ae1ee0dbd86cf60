import { cacheTags } from '@/lib/cache-tags';
import { getSettings } from '@/lib/content/settings/cached';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeContent, managerOf } from './support';

describeContent('the cash-on-delivery advance settings', (fixture) => {
  beforeEach(() => takeExpiredTags());

  it('read as the default threshold with the delivery charge, then as staff save them', async () => {
    expect(await getSettings('payment')).toEqual({
      codAdvanceFrom: 1_000_000,
      advanceKind: 'delivery',
      advancePercent: 10,
      madeToMeasurePercent: 10,
      escrow: false,
    });
    const chosen = {
      codAdvanceFrom: 150_000,
      advanceKind: 'percentage',
      advancePercent: 20,
      madeToMeasurePercent: 5,
      escrow: false,
    };
    expect(await saveSettings(managerOf(fixture()), 'payment', chosen as never)).toEqual(chosen);
    expect(await getSettings('payment')).toEqual(chosen);
    expect(takeExpiredTags()).toEqual([cacheTags.settings('payment')]);
    const [entry] = await auditOf('settings');
    expect(entry).toMatchObject({
      entityId: 'payment',
      before: settingsDefaults.payment,
      after: chosen,
    });
  });

  it('refuses a percentage outside 1 to 100, storing nothing', async () => {
    const before = await getSettings('payment');
    const wrong = { codAdvanceFrom: null, advanceKind: 'percentage', advancePercent: 101 };
    await expect(saveSettings(managerOf(fixture()), 'payment', wrong as never)).rejects.toThrow();
    expect(await getSettings('payment')).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });
});
