import { api } from '@/lib/api';
import { orderDocumentByNumber } from '@/lib/orders/documents/order-document';
import { pdfResponse } from '@/lib/orders/documents/pdf-response';
import { shippingLabelPdf } from '@/lib/orders/documents/shipping-label-pdf';
import { orderNumberParamsSchema } from '@/lib/validation/order';

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
