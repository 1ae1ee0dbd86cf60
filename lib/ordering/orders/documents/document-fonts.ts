import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { Face } from './text-runs';

/**
 * Latin text is set in Helvetica, which every PDF reader has (nothing to embed); the taka
 * sign and Bangla in Noto Sans Bengali (SIL Open Font License, fonts/OFL.txt), embedded as
 * the subset of glyphs used. The file lives in the repository, not the system, so that
 * every server prints the same document.
 */
const bengaliFile = path.join(
  process.cwd(),
  'lib',
  'ordering',
  'orders',
  'documents',
  'fonts',
  'NotoSansBengali-Regular.ttf',
);
const bengaliName = 'NotoSansBengali';

let bengali: Buffer | undefined;

export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  bengali ??= fs.readFileSync(bengaliFile);
  doc.registerFont(bengaliName, bengali);
}

/** The registered font for a run of `face`; the Bengali face has one weight. */
export const fontFor = (face: Face, bold = false) =>
  face === 'bengali' ? bengaliName : bold ? 'Helvetica-Bold' : 'Helvetica';
