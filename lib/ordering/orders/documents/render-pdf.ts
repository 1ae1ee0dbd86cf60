import 'server-only';
import PDFDocument from 'pdfkit';
import { registerDocumentFonts } from './document-fonts';
import { documentStoreDetails, type StoreDetails } from './store-details';

export type DocumentOptions = {
  /** Deflate the page contents (default true); tests read them uncompressed. */
  compress?: boolean;
  /** The sender; by default the store as its settings describe it now. */
  from?: StoreDetails;
};

type Draw = (doc: PDFKit.PDFDocument, from: StoreDetails) => void;

/**
 * A PDF drawn by `draw` on pages of `size`, as bytes. Pages have no margins of their own:
 * each document places everything itself, so that nothing flows onto a page by surprise.
 * Pages are kept until the end, so that a footer can say "page 1 of 2".
 */
export async function renderPdf(
  { size, title }: { size: 'A4' | 'A6'; title: string },
  { compress = true, from: sender }: DocumentOptions,
  draw: Draw,
): Promise<Buffer> {
  const from = sender ?? (await documentStoreDetails());
  const doc = new PDFDocument({
    size,
    margin: 0,
    compress,
    bufferPages: true,
    info: { Title: title, Author: from.name, Creator: from.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  registerDocumentFonts(doc);
  draw(doc, from);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
