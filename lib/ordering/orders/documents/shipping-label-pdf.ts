import 'server-only';
import { formatBDT } from '@/lib/format/money';
import { amountToCollect } from './amounts';
import { drawCode128 } from './barcode';
import { courierLabels, dhakaDate } from './document-labels';
import type { OrderDocument } from './order-document';
import { drawOrderQr } from './order-qr';
import { drawLine, drawParagraph, type LineStyle } from './pdf-text';
import { renderPdf, type DocumentOptions } from './render-pdf';
import type { StoreDetails } from './store-details';

// A6 portrait in points; labels print in black only (thermal printers).
const width = 297.64;
const height = 419.53;
const margin = 14;
const left = margin;
const right = width - margin;
const inner = right - left;
const black = '#000000';
const caption: LineStyle = { size: 7.5, bold: true, color: black };
const qrSize = 92;

const line = (doc: PDFKit.PDFDocument, y: number, weight = 1) =>
  doc.rect(left, y, inner, weight).fill(black);

function drawFrom(doc: PDFKit.PDFDocument, from: StoreDetails): number {
  drawLine(doc, 'FROM', left, 24, caption);
  drawLine(doc, `${from.name} · ${from.phone}`, left + 34, 24, { size: 8.5, bold: true });
  const end = drawParagraph(doc, from.addressLines.join(', '), left + 34, 35, {
    size: 7.5,
    width: inner - 34,
    leading: 9,
    maxLines: 2,
  });
  line(doc, end - 3);
  return end - 3;
}

/** The recipient in large type: name, phone, address, and the district the courier sorts by. */
function drawTo(doc: PDFKit.PDFDocument, order: OrderDocument, top: number): number {
  const { contact, address } = order;
  drawLine(doc, 'TO', left, top + 16, caption);
  const block = (size: number, leading: number, maxLines: number, bold = true) => ({
    size,
    bold,
    width: inner,
    leading,
    maxLines,
  });
  let y = drawParagraph(doc, contact.name, left, top + 34, block(16, 18, 2));
  y = drawParagraph(doc, contact.phone, left, y + 2, block(15, 18, 1));
  y = drawParagraph(doc, `${address.line}, ${address.area}`, left, y, block(10, 12.5, 4, false));
  y = drawParagraph(doc, address.district.toUpperCase(), left, y + 6, block(17, 19, 1));
  y = drawParagraph(doc, `${address.division} division`, left, y - 3, block(9, 11, 1, false));
  line(doc, y - 4);
  return y - 4;
}

/** The cash the courier collects (none when paid) beside the order's QR code. */
function drawCollect(doc: PDFKit.PDFDocument, order: OrderDocument, top: number) {
  const amount = amountToCollect(order);
  drawOrderQr(doc, order.number, { x: right - qrSize, y: top + 6, size: qrSize });
  drawLine(doc, 'CASH TO COLLECT (COD)', left, top + 20, caption);
  drawLine(doc, formatBDT(amount), left, top + 46, { size: 24, bold: true });
  drawLine(doc, amount > 0 ? 'Cash on delivery' : 'Nothing to collect', left, top + 60, {
    size: 8.5,
  });
  const courier = order.courier;
  if (courier) {
    const tracking = courier.trackingCode ? ` · Tracking ${courier.trackingCode}` : '';
    drawParagraph(doc, `${courierLabels[courier.name]}${tracking}`, left, top + 76, {
      size: 9,
      bold: true,
      width: inner - qrSize - 8,
      leading: 11,
      maxLines: 2,
    });
  }
}

function drawOrder(doc: PDFKit.PDFDocument, order: OrderDocument) {
  const pieces = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const summary = `${pieces} ${pieces === 1 ? 'piece' : 'pieces'} · placed ${dhakaDate(order.placedAt)}`;
  drawLine(doc, summary, left, height - 86, { size: 8 });
  drawCode128(doc, order.number, { x: left, y: height - 78, width: inner, height: 48 });
  drawLine(doc, order.number, width / 2, height - margin - 4, {
    size: 10,
    bold: true,
    align: 'center',
  });
}

/**
 * The order's A6 shipping label: from and to in large type, the cash to collect, the
 * courier and tracking code when booked, and the order number as a QR code and a Code 128
 * barcode for the courier's scanner.
 */
export function shippingLabelPdf(
  order: OrderDocument,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const title = `Shipping label ${order.number}`;
  return renderPdf({ size: 'A6', title }, options, (doc, from) => {
    drawCollect(doc, order, drawTo(doc, order, drawFrom(doc, from)));
    drawOrder(doc, order);
  });
}
