import StoreLocatorPage from '@/app/[locale]/(store)/Store-locator/page';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { storeSettings } from '@/lib/db/schema';
import { getShowroom } from '@/lib/content/settings/cached-showroom';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import { readSettings } from '@/lib/content/settings/read-settings';
import { saveSettings } from '@/lib/content/settings/save-settings';
import { localizedShowroom } from '@/lib/content/settings/showroom';
import { settingsFormSchema, type ShowroomSettings } from '@/lib/content/schemas/store-settings';
import { renderWithIntl } from '@/tests/helpers/intl';
import { setRootLocaleForTests } from '@/tests/helpers/root-params';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { describeContent, managerOf } from './support';

let mockLocale: Locale = 'en';
jest.mock('next-intl/server', () =>
  jest
    .requireActual<typeof import('@/tests/helpers/intl-server')>('@/tests/helpers/intl-server')
    .serverIntl(() => mockLocale),
);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** The Store-locator page as a page in `locale` renders it. */
async function storeLocator(locale: Locale): Promise<string> {
  mockLocale = locale;
  setRootLocaleForTests(locale);
  try {
    return text(await renderWithIntl(await StoreLocatorPage(), locale));
  } finally {
    setRootLocaleForTests(undefined);
  }
}

/** The showroom as stored before it had Bangla twins: the English keys only. */
const englishOnly = (changes: Partial<ShowroomSettings> = {}) => {
  const { hours, ...rest } = settingsDefaults.showroom;
  const english = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.endsWith('Bn')));
  return {
    ...english,
    hours: hours.map(({ days, time }) => ({ days, time })),
    ...changes,
  };
};

async function storeRaw(value: Record<string, unknown>) {
  await getDb()
    .insert(storeSettings)
    .values({ key: 'showroom', value })
    .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
}

describeContent('the showroom in Bangla', (fixture) => {
  beforeEach(() => takeExpiredTags());

  it('reads a section stored before the twins with the default Bangla where the English is the default’s', async () => {
    await storeRaw(englishOnly({ name: 'Noor-e-Jahan Gulshan' }));
    const stored = await readSettings(getDb(), 'showroom');
    expect(stored).toMatchObject({
      name: 'Noor-e-Jahan Gulshan',
      nameBn: undefined,
      streetBn: 'বাড়ি ৪২, রোড ১১, বনানী',
      cityBn: 'ঢাকা',
      countryBn: 'বাংলাদেশ',
    });
    expect(stored.hours[0]).toMatchObject({
      daysBn: 'শনিবার – বৃহস্পতিবার',
      timeBn: 'সকাল ১১:০০ – রাত ৮:৩০',
    });
    const bangla = await getShowroom('bn');
    // A name staff changed in English stays English until they write its Bangla.
    expect(bangla.name).toBe('Noor-e-Jahan Gulshan');
    expect(bangla.street).toBe('বাড়ি ৪২, রোড ১১, বনানী');
    expect(bangla.postcode).toBe('১২১৩');
    expect(await getShowroom('en')).toMatchObject({
      name: 'Noor-e-Jahan Gulshan',
      postcode: '1213',
    });
  });

  it('keeps a twin staff blanked as "show the English", with the times in Bangla digits', async () => {
    const form = settingsFormSchema('showroom').parse({
      ...settingsDefaults.showroom,
      nameBn: '  ',
      'hours.0.days': 'Every day',
      'hours.0.daysBn': '',
      'hours.0.time': '10:00 – 21:00',
      'hours.0.timeBn': '',
      hours: undefined,
    });
    expect(form.nameBn).toBeNull();
    expect(form.hours).toEqual([
      { days: 'Every day', daysBn: null, time: '10:00 – 21:00', timeBn: null },
    ]);
    await saveSettings(managerOf(fixture()), 'showroom', form);
    const stored = await readSettings(getDb(), 'showroom');
    expect(stored.nameBn).toBeNull();
    const bangla = localizedShowroom(stored, 'bn');
    expect(bangla.name).toBe(settingsDefaults.showroom.name);
    expect(bangla.hours).toEqual([
      { days: 'Every day', daysBn: null, time: '১০:০০ – ২১:০০', timeBn: null },
    ]);
  });

  it('refuses a Bangla twin longer than its English may be', () => {
    const checked = settingsFormSchema('showroom').safeParse({
      ...settingsDefaults.showroom,
      nameBn: 'ন'.repeat(121),
    });
    expect(checked.success).toBe(false);
    expect(checked.error!.issues[0]!.path).toEqual(['nameBn']);
  });

  it('shows the showroom on /bn/Store-locator in Bangla, and on /Store-locator in English', async () => {
    await saveSettings(managerOf(fixture()), 'showroom', {
      ...settingsDefaults.showroom,
      nameBn: 'নূর-ই-জাহান গুলশান',
    });
    const bangla = await storeLocator('bn');
    expect(bangla).toContain('নূর-ই-জাহান গুলশান');
    expect(bangla).toContain('বাড়ি ৪২, রোড ১১, বনানী ঢাকা ১২১৩, বাংলাদেশ');
    expect(bangla).toContain('শনিবার – বৃহস্পতিবার সকাল ১১:০০ – রাত ৮:৩০');
    expect(bangla).toContain('বনানী লেক পার্কের পাশের সাদা ভবনটিই আমাদের');
    expect(bangla).not.toContain('Banani Atelier');
    expect(bangla).not.toMatch(/Saturday|Dhaka 1213/);
    const english = await storeLocator('en');
    expect(english).toContain('Noor-e-Jahan Banani Atelier');
    expect(english).toContain('Saturday – Thursday 11:00 – 20:30');
    expect(english).not.toContain('নূর');
  });
});
