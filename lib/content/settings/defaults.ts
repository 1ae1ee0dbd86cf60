import { store } from '@/lib/config';
import { fittingSettingsDefaults } from '@/lib/content/schemas/fitting-settings';
import { reviewSettingsDefaults } from '@/lib/content/schemas/review-settings';
import { deliveryDateSettingsDefaults } from '@/lib/content/schemas/delivery-date-settings';
import { type ShowroomSettings, type StoreSettings } from '@/lib/content/schemas/store-settings';

/**
 * The store's settings before staff change them: the values the store was built with
 * (docs/store-spec.md sections 1 and 9). A section with no row in store_settings, or a
 * stored one that no longer passes its schema, reads as these.
 */
export const settingsDefaults: StoreSettings = {
  contacts: {
    phone: store.phone,
    email: store.email,
    whatsapp: store.phone,
    messenger: 'noorejahan.bd',
  },
  showroom: {
    name: `${store.name} Banani Atelier`,
    nameBn: 'নূর-ই-জাহান বনানী অ্যাটেলিয়ার',
    street: 'House 42, Road 11, Banani',
    streetBn: 'বাড়ি ৪২, রোড ১১, বনানী',
    city: 'Dhaka',
    cityBn: 'ঢাকা',
    postcode: '1213',
    country: 'Bangladesh',
    countryBn: 'বাংলাদেশ',
    hours: [
      {
        days: 'Saturday – Thursday',
        daysBn: 'শনিবার – বৃহস্পতিবার',
        time: '11:00 – 20:30',
        timeBn: 'সকাল ১১:০০ – রাত ৮:৩০',
      },
      { days: 'Friday', daysBn: 'শুক্রবার', time: '15:00 – 20:30', timeBn: 'বিকেল ৩:০০ – রাত ৮:৩০' },
    ],
    directions:
      'Road 11 runs east from Kemal Ataturk Avenue. We are the white building beside Banani Lake Park, with visitor parking in front. Bridal fittings are by appointment.',
    directionsBn:
      'কামাল আতাতুর্ক অ্যাভিনিউ থেকে রোড ১১ পূর্ব দিকে গেছে। বনানী লেক পার্কের পাশের সাদা ভবনটিই আমাদের, সামনে অতিথিদের গাড়ি রাখার জায়গা আছে। ব্রাইডাল ফিটিং হয় আগে থেকে সময় নিয়ে।',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=House+42+Road+11+Banani+Dhaka+1213',
  },
  social: {
    Facebook: 'https://www.facebook.com/noorejahan.bd',
    Instagram: 'https://www.instagram.com/noorejahan.bd',
    YouTube: 'https://www.youtube.com/@noorejahanbd',
    TikTok: 'https://www.tiktok.com/@noorejahan.bd',
    Pinterest: 'https://www.pinterest.com/noorejahanbd',
  },
  delivery: { insideDhaka: 80, outsideDhaka: 150, freeDeliveryFrom: null },
  fittings: fittingSettingsDefaults,
  // Above any single piece twice over: only the largest orders pay an advance (docs/decisions.md).
  payment: {
    codAdvanceFrom: 1_000_000,
    advanceKind: 'delivery',
    advancePercent: 10,
    madeToMeasurePercent: 10,
    escrow: false,
  },
  // No order is held until staff set the amount (docs/decisions.md, "Payment and COD risk").
  codRisk: { riskyFrom: null, action: 'advance' },
  // No bank is assumed: staff add the plans their SSLCommerz account has.
  emi: { plans: [] },
  // As /pages/returns-policy says: unworn ready-to-wear within 7 days of delivery.
  returns: { days: 7, fees: 'customer' },
  reviews: reviewSettingsDefaults,
  deliveryDates: deliveryDateSettingsDefaults,
};

/** The showroom's address on one line: "House 42, Road 11, Banani, Dhaka 1213, Bangladesh". */
export const oneLineAddress = (showroom: ShowroomSettings) =>
  `${showroom.street}, ${showroom.city} ${showroom.postcode}, ${showroom.country}`;

/** A shown phone number as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/**
 * A WhatsApp number as a chat link. wa.me takes the digits with the country code, so a
 * Bangladeshi mobile written as at home (01711-000000) gets its 880.
 */
export function whatsappHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `https://wa.me/${/^01\d{9}$/.test(digits) ? `88${digits}` : digits}`;
}
