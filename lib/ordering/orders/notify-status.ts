import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { messageTemplates, orderItems, products, variants } from '@/lib/db/schema';
import { localizedColumn, variantWord, loadVariantWords } from '@/lib/catalogue';
import { env } from '@/lib/env';
import { formatBDT } from '@/lib/format/money';
import {
  sendMessage,
  defaultTemplate,
  type OrderMessageEvent,
  type TemplateField,
  renderTemplate,
  localeSmsText,
  type Channel,
  type Message,
  isWhatsAppEnabled,
  orderTemplate,
  type OutboxChannel,
  sendPhoneMessage,
  smsTranslator,
} from '@/lib/messaging';
import type { AtelierStage } from '@/lib/db/values/atelier';
import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';
import { formatDhakaDay } from '@/lib/i18n/dates';
import { vocabularyWord } from '@/lib/i18n/vocabulary';
import { localisedPath } from '@/lib/i18n/locale-path';
import { store } from '@/lib/config';
import { readSettings } from '@/lib/content';
import { dueOnDelivery } from './advance';
import type { OrderRow } from './read';
import { recordOrderEvent } from './timeline';
import type { OrderStatus } from './values';

// A made-to-measure piece's size is not what she wears: her measurements are.
const measuredWords: Record<Locale, string> = {
  en: 'made to your measurements',
  bn: 'আপনার মাপে তৈরি',
};

const discountLine = (locale: Locale, amount: string, code: string | null) =>
  locale === 'bn' ? `, ${code} কোডে ${amount} ছাড়ের পর` : `, after ${amount} off with ${code}`;

export { dueOnDelivery };

export type MessageExtras = {
  note?: string;
  amount?: number;
  /** A review request's links, one line per piece (lib/reviews). */
  reviewLinks?: string;
  /** The atelier stage her made-to-measure piece reached (lib/ordering/atelier). */
  atelierStage?: AtelierStage;
};

/**
 * What she can do after an atelier stage: at "trial ready", book her trial fitting; at any
 * other, follow her order. Never empty, as a WhatsApp template's value must not be.
 */
function atelierNextStep(locale: Locale, stage: AtelierStage | undefined, orderUrl: string) {
  if (!stage) return '';
  const words = smsTranslator(locale);
  return stage === 'trial_ready'
    ? words('atelier.bookTrial', { link: `${env.SITE_URL}${localisedPath(locale, '/fitting')}` })
    : words('atelier.follow', { link: orderUrl });
}

async function templateValues(
  tx: Transaction,
  row: OrderRow,
  extras: MessageExtras,
): Promise<Record<TemplateField, string>> {
  const contacts = await readSettings(tx, 'contacts');
  const { locale } = row;
  // Each piece named as the order's language names it now (its Bangla name where staff
  // wrote one), as the order's pages do; what the order stores stays as it was placed.
  const items = await tx
    .select({
      name: localizedColumn(locale, orderItems.name, products.nameBn),
      size: orderItems.size,
      colour: orderItems.colour,
      measurements: orderItems.measurements,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
    })
    .from(orderItems)
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(products, eq(products.id, variants.productId))
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.position));
  const words = await loadVariantWords(tx, locale);
  // Amounts and counts in the order's language (৳ ১,৩৯,৭০০); the order number and tracking
  // code stay as printed on the parcel.
  const money = (amount: number) => formatBDT(amount, locale);
  const size = (text: string) => variantWord(words, 'size', text);
  const colour = (text: string) => variantWord(words, 'colour', text);
  // A guest cannot open her account's orders: her link is the tracking form, number filled in.
  const orderPath =
    row.userId === null
      ? `/track-order?number=${encodeURIComponent(row.number)}`
      : `/account/orders/${row.number}`;
  const orderUrl = `${env.SITE_URL}${localisedPath(locale, orderPath)}`;
  return {
    items: items
      .map(
        (item) =>
          `  ${item.name} (${item.measurements ? measuredWords[locale] : size(item.size)}, ${colour(item.colour)}) × ${localeDigits(String(item.quantity), locale)}: ${money(item.lineTotal)}`,
      )
      .join('\n'),
    address: [row.addressLine, row.area, row.district, row.division].join(', '),
    name: row.contactName,
    number: row.number,
    total: money(extras.amount ?? row.total),
    discount:
      row.discountAmount > 0
        ? discountLine(locale, money(row.discountAmount), row.discountCode)
        : '',
    due: money(dueOnDelivery(row)),
    courier: vocabularyWord(locale, 'courierInMessage', row.courier ?? 'other'),
    tracking: row.trackingCode ?? '',
    order_url: orderUrl,
    store: store.name,
    store_phone: localeDigits(contacts.phone, locale),
    note: extras.note ?? '',
    review_links: extras.reviewLinks ?? '',
    promised_date: row.promisedDelivery
      ? formatDhakaDay(row.promisedDelivery, locale, 'weekdayDate')
      : '',
    stage: extras.atelierStage ? vocabularyWord(locale, 'atelierStage', extras.atelierStage) : '',
    next_step: atelierNextStep(locale, extras.atelierStage, orderUrl),
  };
}

async function storedTemplate(
  tx: Transaction,
  event: OrderMessageEvent,
  channel: Channel,
  locale: Locale,
) {
  const [row] = await tx
    .select()
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.event, event),
        eq(messageTemplates.channel, channel),
        eq(messageTemplates.locale, locale),
      ),
    );
  return row;
}

/** The message of one channel for a step, from the store's template or the default. */
async function composeMessage(
  tx: Transaction,
  row: OrderRow,
  event: OrderMessageEvent,
  channel: Channel,
  values: Record<TemplateField, string>,
): Promise<Message | null> {
  const to = channel === 'sms' ? row.contactPhone : row.contactEmail;
  if (!to) return null;
  const stored = await storedTemplate(tx, event, channel, row.locale);
  if (stored && !stored.enabled) return null;
  const fallback = defaultTemplate(event, channel, row.locale);
  const subject = stored?.subject || fallback.subject;
  const body = stored?.body ?? fallback.body;
  const text = renderTemplate(body, values);
  return {
    channel,
    to,
    subject: subject ? renderTemplate(subject, values) : undefined,
    text: channel === 'sms' ? localeSmsText(text, row.locale) : text,
  };
}

/**
 * Sends a step's SMS, or, when she asked at checkout for WhatsApp, the step's approved
 * WhatsApp template with the SMS kept to go instead if WhatsApp fails; said so on the
 * timeline.
 */
async function sendPhoneStep(
  tx: Transaction,
  row: OrderRow,
  event: OrderMessageEvent,
  message: Message,
  values: Record<TemplateField, string>,
): Promise<'sms' | 'whatsapp'> {
  const whatsapp =
    row.whatsappOptIn && isWhatsAppEnabled() ? orderTemplate(event, row.locale, values) : null;
  await sendPhoneMessage({ to: message.to, text: message.text, whatsapp }, { tx, orderId: row.id });
  return whatsapp ? 'whatsapp' : 'sms';
}

const sentAsWords: Record<OutboxChannel, string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp (SMS if it fails)',
};

/**
 * Queues the shopper's SMS or WhatsApp message (and e-mail, when she gave one) for a step of
 * her order, from the store's editable templates, inside the transaction that made the
 * step; each one goes on the order's timeline. Returns how many were queued.
 */
export async function queueOrderMessages(
  tx: Transaction,
  row: OrderRow,
  event: OrderMessageEvent,
  extras: MessageExtras = {},
): Promise<number> {
  const values = await templateValues(tx, row, extras);
  let queued = 0;
  for (const channel of ['sms', 'email'] as const) {
    const message = await composeMessage(tx, row, event, channel, values);
    if (!message) continue;
    let sentOn: OutboxChannel = channel;
    if (channel === 'sms') sentOn = await sendPhoneStep(tx, row, event, message, values);
    else await sendMessage(message, { tx, orderId: row.id });
    await recordOrderEvent(tx, row, {
      kind: 'message',
      note: `${sentAsWords[sentOn]} to ${message.to}: ${message.text}`,
      isPublic: false,
      data: { channel: sentOn, event },
    });
    queued += 1;
  }
  return queued;
}

/** The message a status sends, if any: a pending order's is the "we received it" one. */
export function statusMessageEvent(status: OrderStatus): OrderMessageEvent | null {
  if (status === 'pending_payment') return null;
  return status === 'pending' ? 'placed' : status;
}

/** Queues the messages of the status the order just took (see queueOrderMessages). */
export async function queueStatusMessages(
  tx: Transaction,
  row: OrderRow,
  status: OrderStatus,
): Promise<number> {
  const event = statusMessageEvent(status);
  return event ? queueOrderMessages(tx, row, event) : 0;
}
