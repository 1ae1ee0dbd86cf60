import { cacheTags } from '@/lib/cache-tags';
import { getSettings } from '@/lib/content/settings/cached';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { settingsFormSchema } from '@/lib/content/schemas/store-settings';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { describeContent, managerOf } from './support';

describeContent('the returns settings', (fixture) => {
  beforeEach(() => takeExpiredTags());

  it('read as the returns policy’s 7 days at the shopper’s cost, then as staff save them', async () => {
    expect(await getSettings('returns')).toEqual({ days: 7, fees: 'customer' });
    const chosen = settingsFormSchema('returns').parse({ days: '14', fees: 'free' });
    expect(await saveSettings(managerOf(fixture()), 'returns', chosen)).toEqual({
      days: 14,
      fees: 'free',
    });
    expect(await getSettings('returns')).toEqual({ days: 14, fees: 'free' });
    expect(takeExpiredTags()).toEqual([cacheTags.settings('returns')]);
  });

  it('refuses days outside 0 to 365 and an unknown payer', () => {
    const result = settingsFormSchema('returns').safeParse({ days: '400', fees: 'shop' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'days',
      'fees',
    ]);
  });
});
