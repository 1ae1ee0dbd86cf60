import 'server-only';
import type { Locale } from '@/i18n/routing';
import { store } from '@/lib/config';
import { localeDigits } from '@/lib/i18n/digits';
import { formatDhakaDate } from '@/lib/i18n/dates';
import { localeSmsText } from '@/lib/messages/sms-text';
import { smsTranslator } from '@/lib/messages/sms-translator';
import { oneLineAddress } from '@/lib/settings/defaults';
import type { ContactSettings, ShowroomSettings } from '@/lib/validation/store-settings';
import { whenLabel } from './when';

/**
 * The GSM alphabet has no typographic dashes or quotes: one of them would make the whole
 * SMS Unicode (see lib/messages/sms-text.ts), so they are written plainly. A Bangla SMS is
 * Unicode anyway.
 */
const gsm = (text: string, locale: Locale) =>
  localeSmsText(
    locale === 'bn' ? text : text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"'),
    locale,
  );

/** "Friday 4 December at 3:00 pm", or "শুক্রবার, ৪ ডিসেম্বর, ৩:০০ PM" in Bangla digits. */
function when(start: Date, locale: Locale): string {
  if (locale === 'en') return whenLabel(start);
  const day = formatDhakaDate(start, locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = formatDhakaDate(start, locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  return smsTranslator(locale)('fitting.when', { day, time });
}

export const confirmationSms = (
  start: Date,
  showroom: ShowroomSettings,
  cancelLink: string,
  locale: Locale = 'en',
) =>
  gsm(
    smsTranslator(locale)('fitting.confirmation', {
      store: store.name,
      when: when(start, locale),
      showroom: showroom.name,
      address: oneLineAddress(showroom),
      link: cancelLink,
    }),
    locale,
  );

export const reminderSms = (
  start: Date,
  showroom: ShowroomSettings,
  contacts: ContactSettings,
  locale: Locale = 'en',
) =>
  gsm(
    smsTranslator(locale)('fitting.reminder', {
      store: store.name,
      when: when(start, locale),
      showroom: showroom.name,
      address: oneLineAddress(showroom),
      phone: localeDigits(contacts.phone, locale),
    }),
    locale,
  );

export const cancelledByStoreSms = (
  start: Date,
  contacts: ContactSettings,
  locale: Locale = 'en',
) =>
  gsm(
    smsTranslator(locale)('fitting.cancelledByStore', {
      store: store.name,
      when: when(start, locale),
      phone: localeDigits(contacts.phone, locale),
    }),
    locale,
  );
