import { api } from '@/lib/api';
import { invoicePdf, orderDocumentByNumber, pdfResponse } from '@/lib/ordering';
import { orderNumberParamsSchema } from '@/lib/validation';

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
