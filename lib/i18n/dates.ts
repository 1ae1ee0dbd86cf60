import type { Locale } from '@/i18n/routing';
import { localeDigits } from './digits';

const intlLocale: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

/**
 * A date or time as the store writes it, in Dhaka's time zone and the page's language.
 * The digits are written by us, so that a browser whose ICU lacks Bangla digits prints
 * the same text as the server.
 */
export function formatDhakaDate(
  date: Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  const text = new Intl.DateTimeFormat(intlLocale[locale], {
    ...options,
    timeZone: 'Asia/Dhaka',
    numberingSystem: 'latn',
  }).format(date);
  return localeDigits(text, locale);
}

/**
 * The shapes the store writes a moment in, the English each gives beside it. A clock is
 * always on 24 hours, as staff read it in English, so that Bangla writes ০০:৩০ and not an
 * English "AM".
 */
const shapes = {
  /** "11 Mar 2026, 00:30" */
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  /** "11 Mar, 00:30": a recent moment, its year understood. */
  dayTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** "11 Mar 2026" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "11 Mar" */
  day: { day: 'numeric', month: 'short' },
  /** "Wed, 11 Mar 2026" */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "11 March 2026" */
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  /** "11 March 2026 at 00:30" */
  longDateTime: { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' },
  /** "00:30" */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateShape = keyof typeof shapes;

/** One formatter per language and shape, made when first asked for (a list writes hundreds). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, shape: DateShape): Intl.DateTimeFormat {
  const key = `${locale} ${shape}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale[locale], {
      ...shapes[shape],
      timeZone: 'Asia/Dhaka',
      numberingSystem: 'latn',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A moment (a Date, or its ISO text) in Dhaka time, in one of the store's shapes and the
 * reader's language: staff pages pass `staffLocale`, a document or a message the language
 * it is written in. `formatDhaka(at, 'en', 'dateTime')` → "11 Mar 2026, 00:30";
 * in 'bn' → "১১ মার্চ, ২০২৬, ০০:৩০".
 */
export function formatDhaka(moment: Date | string, locale: Locale, shape: DateShape): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  return localeDigits(formatterFor(locale, shape).format(date), locale);
}

/**
 * A Dhaka calendar day (YYYY-MM-DD) in one of the shapes without a clock: read as noon in
 * Dhaka, so that it is that day whatever the time zone of the machine writing it.
 */
export const formatDhakaDay = (
  day: string,
  locale: Locale,
  shape: 'date' | 'day' | 'weekdayDate' | 'longDate',
) => formatDhaka(new Date(`${day}T06:00:00Z`), locale, shape);
