import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';
import type { ShowroomSettings } from '@/lib/content/schemas/store-settings';
import { settingsDefaults } from './defaults';

type Hours = ShowroomSettings['hours'][number];

const twins = [
  ['name', 'nameBn'],
  ['street', 'streetBn'],
  ['city', 'cityBn'],
  ['country', 'countryBn'],
  ['directions', 'directionsBn'],
] as const;

/**
 * A twin left out (undefined) takes the default's Bangla, given when its English is still
 * the default's; a twin staff blanked (null) or wrote stays as it is.
 */
const twinOf = (bangla: string | null | undefined, defaultBangla: string | null | undefined) =>
  bangla === undefined ? defaultBangla : bangla;

function hoursWithDefaults(row: Hours): Hours {
  const known = settingsDefaults.showroom.hours;
  return {
    ...row,
    daysBn: twinOf(row.daysBn, known.find((same) => same.days === row.days)?.daysBn),
    timeBn: twinOf(row.timeBn, known.find((same) => same.time === row.time)?.timeBn),
  };
}

/**
 * A showroom section saved before it had Bangla twins reads with the default's Bangla
 * where its English is still the default's, so the demo store reads in Bangla at once; a
 * text staff changed in English shows that English until they write its Bangla.
 */
export function withBanglaDefaults(showroom: ShowroomSettings): ShowroomSettings {
  const filled = { ...showroom, hours: showroom.hours.map(hoursWithDefaults) };
  const defaults = settingsDefaults.showroom;
  for (const [english, bangla] of twins) {
    const unchanged = showroom[english] === defaults[english];
    filled[bangla] = twinOf(showroom[bangla], unchanged ? defaults[bangla] : undefined);
  }
  return filled;
}

/**
 * The showroom in a page's language: on Bangla pages each Bangla twin where it is filled,
 * else the English (docs/decisions.md 24), digits in Bangla where they stand alone (the
 * postcode, opening times without a twin).
 */
export function localizedShowroom(showroom: ShowroomSettings, locale: Locale): ShowroomSettings {
  if (locale === 'en') return showroom;
  const shown = { ...showroom, postcode: localeDigits(showroom.postcode, locale) };
  for (const [english, bangla] of twins) shown[english] = showroom[bangla] || showroom[english];
  shown.hours = showroom.hours.map((row) => ({
    ...row,
    days: row.daysBn || row.days,
    time: row.timeBn || localeDigits(row.time, locale),
  }));
  return shown;
}
