import 'server-only';
import type { Locale } from '@/i18n/routing';
import { store } from '@/lib/config';
import { localeDigits } from '@/lib/i18n/digits';
import {
  fittingTemplateNames,
  localeSmsText,
  smsTranslator,
  type WhatsAppTemplate,
} from '@/lib/messaging';
import { oneLineAddress, localizedShowroom } from '@/lib/content';
import type { ContactSettings, ShowroomSettings } from '@/lib/content';
import { dayLabel, timeLabel } from './when';

/**
 * The GSM alphabet has no typographic dashes or quotes: one of them would make the whole
 * SMS Unicode (see lib/messaging/sms-text.ts), so they are written plainly. A Bangla SMS is
 * Unicode anyway.
 */
const gsm = (text: string, locale: Locale) =>
  localeSmsText(
    locale === 'bn' ? text : text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"'),
    locale,
  );

/**
 * "Friday 4 December at 3:00 pm", "শুক্রবার ৪ ডিসেম্বর, বিকেল ৩:০০": the day and time as the
 * booking pages write them (lib/fittings/when.ts), so the SMS and the page agree and
 * neither depends on the ICU of the machine (ICU writes "PM" in a Bangla time).
 */
const when = (start: Date, locale: Locale) =>
  smsTranslator(locale)('fitting.when', {
    day: dayLabel(start, locale),
    time: timeLabel(start, locale),
  });

/** The showroom's name and address in the SMS's language. */
function where(showroom: ShowroomSettings, locale: Locale) {
  const shown = localizedShowroom(showroom, locale);
  return { showroom: shown.name, address: oneLineAddress(shown) };
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
      ...where(showroom, locale),
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
      ...where(showroom, locale),
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

const template = (name: string, locale: Locale, parameters: string[]): WhatsAppTemplate => ({
  name,
  language: locale,
  parameters,
});

/** The confirmation as the WhatsApp template fitting_booked says it. */
export const confirmationTemplate = (
  start: Date,
  showroom: ShowroomSettings,
  cancelLink: string,
  locale: Locale = 'en',
) => {
  const { showroom: name, address } = where(showroom, locale);
  return template(fittingTemplateNames.booked, locale, [
    when(start, locale),
    name,
    address,
    cancelLink,
  ]);
};

/** The reminder as the WhatsApp template fitting_reminder says it. */
export const reminderTemplate = (
  start: Date,
  showroom: ShowroomSettings,
  contacts: ContactSettings,
  locale: Locale = 'en',
) => {
  const { showroom: name, address } = where(showroom, locale);
  return template(fittingTemplateNames.reminder, locale, [
    when(start, locale),
    name,
    address,
    localeDigits(contacts.phone, locale),
  ]);
};

/** The store's cancellation as the WhatsApp template fitting_cancelled says it. */
export const cancelledByStoreTemplate = (
  start: Date,
  contacts: ContactSettings,
  locale: Locale = 'en',
) =>
  template(fittingTemplateNames.cancelled, locale, [
    when(start, locale),
    localeDigits(contacts.phone, locale),
  ]);
