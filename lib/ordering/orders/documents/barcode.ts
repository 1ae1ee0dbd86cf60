import 'server-only';
import { code128BWidths } from './code128';

/** The quiet zone Code 128 asks for on either side, in modules. */
const quietModules = 10;

/**
 * `text` as a Code 128 B barcode filling `box` (quiet zones included): bars drawn as
 * rectangles, so it stays sharp on any printer.
 */
export function drawCode128(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): void {
  const widths = code128BWidths(text);
  const modules = widths.reduce((sum, width) => sum + width, 2 * quietModules);
  const moduleSize = box.width / modules;
  let x = box.x + quietModules * moduleSize;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, width * moduleSize, box.height);
    x += width * moduleSize;
  });
  doc.fillColor('#000000').fill();
}
