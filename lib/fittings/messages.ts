import { store } from '@/lib/config';
import { smsText } from '@/lib/messages/sms-text';
import { oneLineAddress } from '@/lib/settings/defaults';
import type { ContactSettings, ShowroomSettings } from '@/lib/validation/store-settings';
import { whenLabel } from './when';

/**
 * The GSM alphabet has no typographic dashes or quotes: one of them would make the whole
 * SMS Unicode (see lib/messages/sms-text.ts), so they are written plainly.
 */
const gsm = (text: string) =>
  smsText(text.replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/[“”]/g, '"'));

export const confirmationSms = (start: Date, showroom: ShowroomSettings, cancelLink: string) =>
  gsm(
    `${store.name}: your fitting is booked for ${whenLabel(start)} at ${showroom.name}, ${oneLineAddress(showroom)}. To cancel: ${cancelLink}`,
  );

export const reminderSms = (start: Date, showroom: ShowroomSettings, contacts: ContactSettings) =>
  gsm(
    `${store.name}: a reminder of your fitting on ${whenLabel(start)} at ${showroom.name}, ${oneLineAddress(showroom)}. Cannot come? Use the cancel link we sent, or call ${contacts.phone}.`,
  );

export const cancelledByStoreSms = (start: Date, contacts: ContactSettings) =>
  gsm(
    `${store.name}: we are sorry, your fitting on ${whenLabel(start)} has been cancelled. Call ${contacts.phone} or book another time at our website.`,
  );
