import { api } from '@/lib/api';
import { invoicePdf } from '@/lib/orders/documents/invoice-pdf';
import { orderDocumentByNumber } from '@/lib/orders/documents/order-document';
import { pdfResponse } from '@/lib/orders/documents/pdf-response';
import { orderNumberParamsSchema } from '@/lib/validation/order';

// GET /admin/orders/{number}/invoice — the order's A4 invoice (PDF), for the order desk
export const GET = api(
  { params: orderNumberParamsSchema, staff: 'handleOrders' },
  async ({ params }) =>
    pdfResponse(
      await invoicePdf(await orderDocumentByNumber(params.number)),
      'invoice',
      params.number,
    ),
);
