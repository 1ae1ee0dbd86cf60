import 'server-only';
import { documentFileName } from './document-labels';

/**
 * A document to open in the browser's PDF viewer (and print from there). Personal data:
 * no cache keeps it.
 */
export function pdfResponse(pdf: Buffer, kind: 'invoice' | 'label', number: string): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${documentFileName(kind, number)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
