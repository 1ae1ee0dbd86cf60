import 'server-only';
import {
  paymentMethodLabels,
  paymentStatusLabels,
  statusLabels,
} from '@/lib/ordering/orders/labels';
import { store } from '@/lib/config';
import { formatBDT } from '@/lib/format/money';
import { advancePaid } from '../advance';
import { amountToCollect } from './amounts';
import { deliveryLabels, dhakaDateTime } from './document-labels';
import { drawInvoiceItems } from './invoice-items';
import { a4, accent, muted, rule, type Sheet } from './invoice-sheet';
import type { OrderDocument } from './order-document';
import { drawOrderQr } from './order-qr';
import { drawLine, drawParagraph, type LineStyle } from './pdf-text';
import { renderPdf, type DocumentOptions } from './render-pdf';
import type { StoreDetails } from './store-details';

const qrSize = 84;

function drawHeader(sheet: Sheet, order: OrderDocument, from: StoreDetails): number {
  const { doc, left, right } = sheet;
  const small: LineStyle = { size: 9, color: muted };
  drawLine(doc, from.name.toUpperCase(), left, 78, { size: 20, bold: true });
  drawLine(doc, store.tagline, left, 94, small);
  from.addressLines.forEach((line, index) => drawLine(doc, line, left, 112 + index * 12, small));
  drawLine(doc, `${from.phone} · ${from.email}`, left, 136, small);

  drawOrderQr(doc, order.number, { x: right - qrSize, y: 58, size: qrSize });
  const edge = right - qrSize - 16;
  drawLine(doc, 'INVOICE', edge, 78, { size: 20, align: 'right', color: muted });
  drawLine(doc, `Order ${order.number}`, edge, 98, { size: 11, bold: true, align: 'right' });
  drawLine(doc, `Placed ${dhakaDateTime(order.placedAt)} (Dhaka)`, edge, 112, {
    ...small,
    align: 'right',
  });
  drawLine(doc, `Status: ${statusLabels[order.status]}`, edge, 124, { ...small, align: 'right' });
  doc.rect(left, 158, right - left, 1.2).fill(accent);
  return 158;
}

function drawParties(sheet: Sheet, order: OrderDocument, top: number): number {
  const { doc, left, right } = sheet;
  const column = (right - left) / 2;
  const caption: LineStyle = { size: 8, bold: true, color: muted };
  const body = { size: 10, width: column - 20, leading: 14 };
  const { contact, address } = order;

  drawLine(doc, 'BILLED TO', left, top + 24, caption);
  let billed = drawParagraph(doc, contact.name, left, top + 42, { ...body, bold: true });
  billed = drawParagraph(doc, contact.phone, left, billed, body);
  if (contact.email) billed = drawParagraph(doc, contact.email, left, billed, body);

  const x = left + column;
  drawLine(doc, 'DELIVER TO', x, top + 24, caption);
  let delivered = drawParagraph(doc, address.line, x, top + 42, body);
  delivered = drawParagraph(doc, address.area, x, delivered, body);
  delivered = drawParagraph(doc, `${address.district}, ${address.division}`, x, delivered, body);
  return Math.max(billed, delivered) + 6;
}

/** Subtotal, discount, delivery and total, then the payment and what is due on delivery. */
function drawTotals(sheet: Sheet, order: OrderDocument, top: number): void {
  const { doc, right } = sheet;
  const x = right - 230;
  let y = sheet.ensureSpace(top, 170) + 22;
  const row = (label: string, amount: string, style: Partial<LineStyle> = {}) => {
    drawLine(doc, label, x, y, { size: 10, ...style });
    drawLine(doc, amount, right, y, { size: 10, ...style, align: 'right' });
    y += 16;
  };
  row('Subtotal', formatBDT(order.subtotal));
  if (order.discount.amount > 0) {
    const code = order.discount.code ? ` (${order.discount.code})` : '';
    row(`Discount${code}`, formatBDT(-order.discount.amount));
  }
  row(`Delivery (${deliveryLabels[order.delivery]})`, formatBDT(order.deliveryCharge));
  doc.rect(x, y - 10, right - x, 0.6).fill(rule);
  y += 4;
  row('Total', formatBDT(order.total), { size: 12, bold: true });
  if (order.advance > 0 && advancePaid({ paymentStatus: order.payment.status })) {
    row('Paid in advance', formatBDT(-order.advance));
  }

  const payment = `${paymentMethodLabels[order.payment.method]} · ${paymentStatusLabels[order.payment.status]}`;
  drawParagraph(doc, `Payment: ${payment}`, x, y + 4, {
    size: 9,
    color: muted,
    width: right - x,
    leading: 12,
  });
  const due = amountToCollect(order);
  doc
    .rect(x, y + 24, right - x, 28)
    .lineWidth(1)
    .stroke(accent);
  drawLine(doc, 'Amount due on delivery', x + 10, y + 42, { size: 11, bold: true });
  drawLine(doc, formatBDT(due), right - 10, y + 42, { size: 11, bold: true, align: 'right' });
}

/**
 * The order's A4 invoice: the store, the order number with its QR code and date, who it is
 * billed and delivered to, every item with its measurements and notes, the totals (with
 * any discount), the payment and the amount the courier collects.
 */
export function invoicePdf(order: OrderDocument, options: DocumentOptions = {}): Promise<Buffer> {
  return renderPdf({ size: 'A4', title: `Invoice ${order.number}` }, options, (doc, from) => {
    const sheet = a4(doc, from, order.number);
    const top = drawParties(sheet, order, drawHeader(sheet, order, from));
    drawTotals(sheet, order, drawInvoiceItems(sheet, order.items, top));
    sheet.finish();
  });
}
