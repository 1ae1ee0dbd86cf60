import type { Locale } from '@/i18n/routing';
import type { OrderMessageEvent, TemplateField } from '../order-template-keys';

/**
 * A pre-approved utility template as the Cloud API is asked for it: its name, its language
 * (`en` or `bn`, the shopper's) and the texts of its body's {{1}}, {{2}}… in order.
 */
export type WhatsAppTemplate = { name: string; language: Locale; parameters: string[] };

/**
 * Each order step's template and the values its body shows, in order (README, "WhatsApp"
 * lists the texts to submit to Meta). Only values that are never empty: the Cloud API
 * refuses a blank parameter.
 */
export const orderTemplateFields: Record<OrderMessageEvent, readonly TemplateField[]> = {
  placed: ['name', 'number', 'total', 'due'],
  confirmed: ['number'],
  packed: ['number'],
  shipped: ['number', 'courier', 'tracking', 'due'],
  delivered: ['number'],
  cancelled: ['number', 'store_phone'],
  returned: ['number', 'store_phone'],
  refunded: ['number', 'total'],
  review_request: ['name', 'number', 'review_links'],
  promised: ['number', 'promised_date', 'store_phone'],
  atelier_stage: ['number', 'stage', 'next_step'],
};

/** The template of an order step, named order_<step>, filled from the message's values. */
export function orderTemplate(
  event: OrderMessageEvent,
  locale: Locale,
  values: Record<TemplateField, string>,
): WhatsAppTemplate {
  return {
    name: `order_${event}`,
    language: locale,
    parameters: orderTemplateFields[event].map((field) => values[field]),
  };
}

/**
 * A fitting's templates: booked (when, the showroom, its address, the cancel link), the
 * reminder (when, the showroom, its address, the store's phone) and cancelled by the store
 * (when, the store's phone).
 */
export const fittingTemplateNames = {
  booked: 'fitting_booked',
  reminder: 'fitting_reminder',
  cancelled: 'fitting_cancelled',
} as const;
