import 'server-only';
import { orderRules, store } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import { sendMessage } from '@/lib/messages/outbox';
import type { Message } from '@/lib/messages/types';
import type { Order } from './types';

const howPaid = (order: Order) =>
  order.payment.method === 'cod' ? 'to pay on delivery' : 'paid through SSLCommerz';

export function confirmationSms(order: Order): Message {
  return {
    channel: 'sms',
    to: order.contact.phone,
    text: `${store.name}: thank you, ${order.contact.name}! Order ${order.number} is confirmed: ${formatBDT(order.total)} ${howPaid(order)}. We will call you before delivery.`,
  };
}

export function confirmationEmail(order: Order, email: string): Message {
  const lines = order.items.map(
    (item) =>
      `  ${item.name} (${item.size}, ${item.colour}) × ${item.quantity}: ${formatBDT(item.line_total)}`,
  );
  const { area, line, district, division } = order.address;
  return {
    channel: 'email',
    to: email,
    subject: `${store.name}: order ${order.number} is confirmed`,
    text: [
      `Dear ${order.contact.name},`,
      '',
      `Thank you for your order. Order ${order.number} is confirmed.`,
      '',
      ...lines,
      `  Subtotal: ${formatBDT(order.subtotal)}`,
      `  Delivery: ${formatBDT(order.delivery_charge)}`,
      `  Total: ${formatBDT(order.total)}, ${howPaid(order)}`,
      '',
      `Delivery to: ${line}, ${area}, ${district}, ${division}`,
      '',
      `We will call you on ${order.contact.phone} before delivery.`,
      `${store.name} · ${store.phone} · ${store.email}`,
    ].join('\n'),
  };
}

/** The confirmation by SMS, and by e-mail when the shopper gave one. Never throws: the order stands. */
export async function sendConfirmation(order: Order): Promise<void> {
  const messages = [confirmationSms(order)];
  if (order.contact.email) messages.push(confirmationEmail(order, order.contact.email));
  for (const message of messages) {
    try {
      await sendMessage(message);
    } catch (error) {
      console.error(`[orders] could not record the confirmation of ${order.number}:`, error);
    }
  }
}

/** An order taken by staff, paid through the link this SMS carries before its time is up. */
export function paymentLinkSms(order: Order, paymentUrl: string): Message {
  return {
    channel: 'sms',
    to: order.contact.phone,
    text: `${store.name}: order ${order.number} for ${formatBDT(order.total)} is ready. Pay within ${orderRules.paymentTimeoutMinutes} minutes, by card or mobile banking, here: ${paymentUrl}`,
  };
}

/** A payment that arrived after its order lapsed: the shopper hears that it will be refunded. */
export async function sendLatePaymentNotice(order: Order): Promise<void> {
  try {
    await sendMessage({
      channel: 'sms',
      to: order.contact.phone,
      text: `${store.name}: we received ${formatBDT(order.total)} for order ${order.number} after it had lapsed, so it was not placed. We will refund it in full; call ${store.phone} with any question.`,
    });
  } catch (error) {
    console.error(`[orders] could not record the late-payment notice of ${order.number}:`, error);
  }
}
