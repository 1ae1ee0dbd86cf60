import { api } from '@/lib/api';
import { invoicePdf, pdfResponse, orderNumberParamsSchema } from '@/lib/ordering';
import { orderDocumentByNumber } from '@/lib/ordering/admin';

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
