import { z } from 'zod';
import { fittingSettingsSchema } from './fitting-settings';
import { nestFields } from '@/lib/validation';
import { paymentSettingsSchema } from './payment-settings';
import { codRiskSettingsSchema } from './cod-risk-settings';
import { emiSettingsSchema } from './emi-settings';
import { returnSettingsSchema } from './return-settings';
import { reviewSettingsSchema } from './review-settings';
import { deliveryDateSettingsSchema } from './delivery-date-settings';

/** The networks the footer has an icon for, in the order it shows them. */
export const socialNetworks = ['Facebook', 'Instagram', 'YouTube', 'TikTok', 'Pinterest'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `At most ${max} characters.`);

const phoneMessage = 'Enter a phone number of 8 to 15 digits, such as +880 1711-000000.';
/** A phone number as the store shows it (spaces and dashes kept), 8 to 15 digits. */
const shownPhone = text('a phone number', 32).refine(
  (value) => /^\+?[\d\s\-()]+$/.test(value) && /^(\D*\d){8,15}\D*$/.test(value),
  phoneMessage,
);

const httpsUrl = (label: string) =>
  text(label, 500).refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter a full address starting with https://.');

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The Bangla twin of a shopper-facing text (docs/decisions.md 24). Blank is kept as null:
 * Bangla pages show the English. Absent (a section saved before the twins existed) reads
 * as the default's Bangla while the English is still the default's (lib/content/settings/showroom.ts).
 */
const banglaText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    text(`${label} in Bangla`, max).nullable().optional(),
  );

const messengerMessage =
  'Enter the Facebook page’s name, such as noorejahan.bd, or its m.me or facebook.com address.';
/** A page's name as m.me takes it, from the name itself or an m.me / facebook.com address. */
export function messengerPageName(value: string): string | null {
  const name = value
    .trim()
    .replace(/^(https?:\/\/)?((www|m|web)\.)?(m\.me|facebook\.com|fb\.com)\//i, '')
    .replace(/[/?#].*$/, '');
  return /^[A-Za-z0-9][A-Za-z0-9.\-]{1,99}$/.test(name) ? name : null;
}

export const contactSettingsSchema = z.object({
  phone: shownPhone,
  email: text('an e-mail address', 320).pipe(
    z.email('Enter an e-mail address such as care@example.com.'),
  ),
  /** Absent: no WhatsApp link anywhere. */
  whatsapp: z.preprocess(blankToUndefined, shownPhone.optional()),
  /** The Facebook page shoppers message on Messenger (m.me/<page>); absent: no link. */
  messenger: z.preprocess(
    blankToUndefined,
    text('the Messenger page', 200)
      .refine((value) => messengerPageName(value) !== null, messengerMessage)
      .transform((value) => messengerPageName(value)!)
      .optional(),
  ),
});

const hoursRowSchema = z.object({
  days: text('the days', 60),
  daysBn: banglaText('the days', 60),
  time: text('the hours', 60),
  timeBn: banglaText('the hours', 60),
});

export const showroomSettingsSchema = z.object({
  name: text('the showroom’s name', 120),
  nameBn: banglaText('the showroom’s name', 120),
  street: text('the street address', 200),
  streetBn: banglaText('the street address', 200),
  city: text('the city', 60),
  cityBn: banglaText('the city', 60),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Enter the 4-digit postcode.'),
  country: text('the country', 60),
  countryBn: banglaText('the country', 60),
  hours: z
    .array(hoursRowSchema, { error: 'Add the opening hours.' })
    .min(1, 'Add at least one row of opening hours.')
    .max(7, 'At most 7 rows of opening hours.'),
  directions: text('directions', 1000),
  directionsBn: banglaText('directions', 1000),
  mapUrl: httpsUrl('the map link'),
});

const socialUrl = (network: SocialNetwork) =>
  z.preprocess(blankToUndefined, httpsUrl(`the ${network} address`).optional());

/** A link per network; a network left out is not shown. */
export const socialSettingsSchema = z.object({
  Facebook: socialUrl('Facebook'),
  Instagram: socialUrl('Instagram'),
  YouTube: socialUrl('YouTube'),
  TikTok: socialUrl('TikTok'),
  Pinterest: socialUrl('Pinterest'),
} satisfies Record<SocialNetwork, z.ZodType>);

const amountMessage = 'Enter an amount in taka, such as 80.';
const amount = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: amountMessage })
      .min(0, 'The amount cannot be negative.')
      .max(max, `At most ${max.toLocaleString('en-IN')} taka.`)
      .refine((value) => Number.isInteger(value * 100), 'Use at most two decimals.'),
  );

export const deliverySettingsSchema = z.object({
  insideDhaka: amount(100_000),
  outsideDhaka: amount(100_000),
  /** Orders whose subtotal reaches this are delivered free; null: never free. */
  freeDeliveryFrom: z.preprocess(
    (value) => blankToUndefined(value) ?? null,
    amount(10_000_000).nullable(),
  ),
});

/** Each section of the store's settings, the JSON document one row of store_settings holds. */
export const settingsSchemas = {
  contacts: contactSettingsSchema,
  showroom: showroomSettingsSchema,
  social: socialSettingsSchema,
  delivery: deliverySettingsSchema,
  fittings: fittingSettingsSchema,
  payment: paymentSettingsSchema,
  codRisk: codRiskSettingsSchema,
  emi: emiSettingsSchema,
  returns: returnSettingsSchema,
  reviews: reviewSettingsSchema,
  deliveryDates: deliveryDateSettingsSchema,
} as const;

export type SettingsSection = keyof typeof settingsSchemas;
export const settingsSections = Object.keys(settingsSchemas) as SettingsSection[];
export type StoreSettings = { [K in SettingsSection]: z.output<(typeof settingsSchemas)[K]> };
export type ContactSettings = StoreSettings['contacts'];
export type ShowroomSettings = StoreSettings['showroom'];
export type SocialSettings = StoreSettings['social'];
export type DeliveryRates = StoreSettings['delivery'];

/** A settings form: its section's fields, nested from the form's dotted names. */
export const settingsFormSchema = <K extends SettingsSection>(section: K) =>
  z.preprocess(nestFields, settingsSchemas[section]);
