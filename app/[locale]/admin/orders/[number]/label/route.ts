import { api } from '@/lib/api';
import { orderDocumentByNumber, pdfResponse, shippingLabelPdf } from '@/lib/ordering';
import { orderNumberParamsSchema } from '@/lib/validation';

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
