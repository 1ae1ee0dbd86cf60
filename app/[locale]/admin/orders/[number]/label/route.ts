import { api } from '@/lib/api';
import { orderDocumentByNumber, shippingLabelPdf } from '@/lib/ordering/admin';
import { pdfResponse, orderNumberParamsSchema } from '@/lib/ordering';

// GET /admin/orders/{number}/label — the order's A6 shipping label (PDF), for the order desk
export const GET = api(
  { params: orderNumberParamsSchema, staff: 'handleOrders' },
  async ({ params }) =>
    pdfResponse(
      await shippingLabelPdf(await orderDocumentByNumber(params.number)),
      'label',
      params.number,
    ),
);
