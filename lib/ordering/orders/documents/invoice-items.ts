import 'server-only';
import { formatBDT } from '@/lib/format/money';
import { measurementsText, variantText } from './item-details';
import { muted, rule, type Sheet } from './invoice-sheet';
import type { DocumentItem } from './order-document';
import { drawLine, wrapLines, type LineStyle, type TextStyle } from './pdf-text';

const nameStyle: TextStyle = { size: 10, bold: true };
const detailStyle: TextStyle = { size: 8.5, color: muted };
const nameLeading = 13;
const detailLeading = 11;

/** Where the columns end (right-aligned numbers), from the sheet's right edge. */
const columns = (right: number) => ({ quantity: right - 190, unitPrice: right - 95, total: right });

function drawHead(sheet: Sheet, top: number): number {
  const { doc, left, right } = sheet;
  const caption: LineStyle = { size: 8, bold: true, color: muted };
  const at = columns(right);
  const y = top + 20;
  drawLine(doc, 'ITEM', left, y, caption);
  drawLine(doc, 'QTY', at.quantity, y, { ...caption, align: 'right' });
  drawLine(doc, 'UNIT PRICE', at.unitPrice, y, { ...caption, align: 'right' });
  drawLine(doc, 'TOTAL', at.total, y, { ...caption, align: 'right' });
  doc.rect(left, y + 6, right - left, 0.6).fill(rule);
  return y + 6;
}

/** The item's lines: its name, then size and colour, measurements and note in small type. */
function itemLines(sheet: Sheet, item: DocumentItem) {
  const width = columns(sheet.right).quantity - 40 - sheet.left;
  const details = [
    variantText(item),
    measurementsText(item.measurements) && `Measurements: ${measurementsText(item.measurements)}`,
    item.note && `Note: ${item.note}`,
  ].filter(Boolean);
  return {
    name: wrapLines(sheet.doc, item.name, width, nameStyle),
    details: details.flatMap((text) => wrapLines(sheet.doc, text, width, detailStyle)),
  };
}

function drawItem(sheet: Sheet, item: DocumentItem, top: number): number {
  const { doc, left, right } = sheet;
  const lines = itemLines(sheet, item);
  const height = 18 + lines.name.length * nameLeading + lines.details.length * detailLeading;
  let y = sheet.ensureSpace(top, height, (pageTop) => drawHead(sheet, pageTop)) + 18;
  const at = columns(right);
  drawLine(doc, String(item.quantity), at.quantity, y, { size: 10, align: 'right' });
  drawLine(doc, formatBDT(item.unitPrice), at.unitPrice, y, { size: 10, align: 'right' });
  drawLine(doc, formatBDT(item.lineTotal), at.total, y, { size: 10, align: 'right' });
  for (const line of lines.name) {
    drawLine(doc, line, left, y, nameStyle);
    y += nameLeading;
  }
  for (const line of lines.details) {
    drawLine(doc, line, left, y - 1, detailStyle);
    y += detailLeading;
  }
  doc.rect(left, y - 2, right - left, 0.4).fill(rule);
  return y - 2;
}

/** The table of items from `top`, over as many pages as it takes; returns where it ends. */
export function drawInvoiceItems(sheet: Sheet, items: DocumentItem[], top: number): number {
  return items.reduce((y, item) => drawItem(sheet, item, y), drawHead(sheet, top));
}
