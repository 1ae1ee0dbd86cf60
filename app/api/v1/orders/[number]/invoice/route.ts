import { api } from '@/lib/api';
import {
  readOwnOrderRow,
  invoicePdf,
  orderDocumentOf,
  pdfResponse,
  guestOrdersOf,
} from '@/lib/ordering';
import { contract } from './contract';

// GET /api/v1/orders/{number}/invoice — one's own order's invoice (PDF); 404 for any other
export const GET = api(contract.GET, async ({ params, viewer, request }) => {
  const row = await readOwnOrderRow(params.number, viewer, guestOrdersOf(request));
  return pdfResponse(await invoicePdf(await orderDocumentOf(row)), 'invoice', row.number);
});
