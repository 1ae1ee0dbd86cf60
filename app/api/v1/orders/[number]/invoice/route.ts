import { api } from '@/lib/api';
import { readOwnOrderRow } from '@/lib/orders/access';
import { invoicePdf } from '@/lib/orders/documents/invoice-pdf';
import { orderDocumentOf } from '@/lib/orders/documents/order-document';
import { pdfResponse } from '@/lib/orders/documents/pdf-response';
import { guestOrdersOf } from '@/lib/orders/guest-access';
import { contract } from './contract';

// GET /api/v1/orders/{number}/invoice — one's own order's invoice (PDF); 404 for any other
export const GET = api(contract.GET, async ({ params, viewer, request }) => {
  const row = await readOwnOrderRow(params.number, viewer, guestOrdersOf(request));
  return pdfResponse(await invoicePdf(await orderDocumentOf(row)), 'invoice', row.number);
});
