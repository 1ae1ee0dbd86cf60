// The steps are stored by the schema (a template per step), so they live beside it.
export { orderMessageEvents, type OrderMessageEvent } from '@/lib/db/values/messages';

/** The words a template may use, each written {{like_this}}. */
export const templateFields = [
  'name',
  'number',
  'total',
  'discount',
  'items',
  'address',
  'due',
  'courier',
  'tracking',
  'order_url',
  'store',
  'store_phone',
  'note',
  'review_links',
  'promised_date',
  'stage',
  'next_step',
] as const;
export type TemplateField = (typeof templateFields)[number];
