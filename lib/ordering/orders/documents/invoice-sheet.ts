import 'server-only';
import { drawLine } from './pdf-text';
import type { StoreDetails } from './store-details';

export const muted = '#57534e';
export const rule = '#d6d3d1';
export const accent = '#eeaa57';

const width = 595.28;
const height = 841.89;
const margin = 50;
/** Where a page's content ends: the footer sits below. */
const contentBottom = height - 84;
/** Where content starts on a page after the first. */
const continuedTop = 60;

/** An A4 invoice being drawn: its edges, page breaks and footers. */
export type Sheet = {
  doc: PDFKit.PDFDocument;
  left: number;
  right: number;
  /**
   * `y` if `needed` points still fit below it on this page; otherwise the top of a new page
   * (after `onNewPage` drew what heads it, returning where content goes on).
   */
  ensureSpace: (y: number, needed: number, onNewPage?: (top: number) => number) => number;
  /** The footer of every page: the store's contacts and "Page 1 of 2". */
  finish: () => void;
};

export function a4(doc: PDFKit.PDFDocument, from: StoreDetails, number: string): Sheet {
  const left = margin;
  const right = width - margin;
  return {
    doc,
    left,
    right,
    ensureSpace(y, needed, onNewPage = (top) => top) {
      if (y + needed <= contentBottom) return y;
      doc.addPage();
      drawLine(doc, `Invoice ${number} (continued)`, left, continuedTop - 20, {
        size: 8,
        color: muted,
      });
      return onNewPage(continuedTop);
    },
    finish() {
      const { start, count } = doc.bufferedPageRange();
      for (let page = start; page < start + count; page += 1) {
        doc.switchToPage(page);
        doc.rect(left, height - 62, right - left, 0.6).fill(rule);
        const thanks = `Thank you for choosing ${from.name}. Questions about this order: ${from.phone} · ${from.email}`;
        drawLine(doc, thanks, left, height - 46, { size: 8, color: muted });
        drawLine(doc, `Page ${page - start + 1} of ${count}`, right, height - 46, {
          size: 8,
          color: muted,
          align: 'right',
        });
      }
    },
  };
}
