import type { OrderSource } from '@/lib/db/values/orders';
import type { Attribution } from './attribution';
import { hashEmail, hashPhone } from './hashing';
import type { MeasuredOrder } from './measured-order';

/** Where Meta is told a conversion happened, by where the order came from. */
export const actionSources: Record<
  OrderSource,
  'website' | 'phone_call' | 'chat' | 'physical_store'
> = {
  web: 'website',
  phone: 'phone_call',
  messenger: 'chat',
  whatsapp: 'chat',
  showroom: 'physical_store',
};

/** One server event of the Conversions API, as its `data[]` holds it. */
export type MetaServerEvent = {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: string;
  event_source_url?: string;
  user_data: Record<string, string | string[]>;
  custom_data: Record<string, unknown>;
};

const present = <T extends Record<string, unknown>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null)) as {
    [K in keyof T]: Exclude<T[K], null | undefined>;
  };

/**
 * The order's `Purchase`, as the Conversions API documents it
 * (developers.facebook.com/docs/marketing-api/conversions-api/parameters): its `event_id`
 * is the order number, the one the browser's pixel sent, so that Meta counts the two once;
 * the shopper's e-mail and phone hashed; the browser's ids, agent and page when the order
 * came from the website.
 */
export function purchaseEvent(
  order: MeasuredOrder,
  attribution: Attribution | null,
  at: Date,
): MetaServerEvent {
  const web = order.source === 'web' ? attribution : null;
  return {
    event_name: 'Purchase',
    event_time: Math.floor(at.getTime() / 1000),
    event_id: order.number,
    action_source: actionSources[order.source],
    ...present({ event_source_url: web?.sourceUrl }),
    user_data: present({
      em: order.email ? [hashEmail(order.email)] : null,
      ph: [hashPhone(order.phone)],
      fbp: web?.fbp,
      fbc: web?.fbc,
      client_user_agent: web?.userAgent,
    }),
    custom_data: {
      currency: 'BDT',
      value: order.total,
      content_ids: order.lines.map((line) => line.sku),
      content_type: 'product',
      contents: order.lines.map((line) => ({
        id: line.sku,
        quantity: line.quantity,
        item_price: line.unitPrice,
      })),
      num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      order_id: order.number,
    },
  };
}
