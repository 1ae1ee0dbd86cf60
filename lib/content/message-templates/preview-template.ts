import { store } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import { type TemplateField, renderTemplate } from '@/lib/messaging/client';

const sampleNumber = 'NJ-261125-48271';

/** An order made up for previews: a value for every field a template may use. */
export const sampleOrderValues: Record<TemplateField, string> = {
  name: 'Ayesha Rahman',
  number: sampleNumber,
  total: formatBDT(48_580),
  discount: `, after ${formatBDT(2_500)} off with BRIDE10`,
  items: `  Zardozi bridal lehenga (M, Maroon) × 1: ${formatBDT(45_500)}\n  Kundan clutch (One size, Gold) × 1: ${formatBDT(3_000)}`,
  address: 'House 42, Road 11, Banani, Dhaka, Dhaka',
  due: formatBDT(48_580),
  courier: 'Steadfast',
  tracking: 'SF2611250731',
  order_url: `https://noorejahan.com.bd/account/orders/${sampleNumber}`,
  store: store.name,
  store_phone: store.phone,
  note: 'You asked us to cancel it.',
  review_links: 'https://noorejahan.com.bd/review/…',
  promised_date: 'Tue, 14 Jan 2026',
  stage: 'Trial ready',
  next_step: 'Book your trial fitting: https://noorejahan.com.bd/fitting',
};

/** A template's text as the sample order would receive it (client-safe, for live previews). */
export function previewTemplate(text: string): string {
  return renderTemplate(text, sampleOrderValues);
}
